import { useState } from 'react';
import { checkDilution } from './dilution';
import NumberField from './NumberField';
import ResultPanel from './ResultPanel';

type Props = {
  onAdd: (entry: { stock: number; target: number; volume: number; stockMl: number }) => void;
};

export default function Calculator({ onAdd }: Props) {
  const [stock, setStock] = useState('');
  const [target, setTarget] = useState('');
  const [volume, setVolume] = useState('');

  const check = checkDilution(stock, target, volume);

  function handleAdd() {
    if (check.kind !== 'ok') return;
    onAdd({
      stock: Number(stock),
      target: Number(target),
      volume: Number(volume),
      stockMl: check.stockMl,
    });
  }

  return (
    <div className="panel">
      <div className="field-grid">
        <NumberField label="Stock concentration (mM)" value={stock} onChange={setStock} />
        <NumberField label="Target concentration (mM)" value={target} onChange={setTarget} />
        <NumberField label="Final volume (mL)" value={volume} onChange={setVolume} />
      </div>
      <ResultPanel check={check} />
      <div className="actions">
        <button type="button" className="btn btn--primary" disabled={check.kind !== 'ok'} onClick={handleAdd}>
          Add to prep list
        </button>
      </div>
    </div>
  );
}
