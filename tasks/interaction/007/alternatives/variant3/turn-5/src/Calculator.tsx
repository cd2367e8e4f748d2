import { useState } from 'react';
import { checkDilution } from './dilution';
import NumberField from './NumberField';
import ResultPanel from './ResultPanel';
import { BENCH_STOCKS, CUSTOM, reagentName } from './stocks';
import type { Dilution } from './types';

type Props = {
  onAdd: (entry: Omit<Dilution, 'id'>) => void;
};

export default function Calculator({ onAdd }: Props) {
  const [source, setSource] = useState(CUSTOM);
  const [stock, setStock] = useState('');
  const [target, setTarget] = useState('');
  const [volume, setVolume] = useState('');

  const check = checkDilution(stock, target, volume);

  function pickSource(key: string) {
    setSource(key);
    const bench = BENCH_STOCKS.find((s) => s.key === key);
    if (bench) setStock(String(bench.mM));
  }

  function typeStock(next: string) {
    setStock(next);
    setSource(CUSTOM);
  }

  function handleAdd() {
    if (check.kind !== 'ok') return;
    onAdd({
      reagent: reagentName(source),
      stock: Number(stock),
      target: Number(target),
      volume: Number(volume),
      stockMl: check.stockMl,
    });
  }

  return (
    <div className="panel">
      <label className="field field--wide">
        <span className="field__label">Stock solution</span>
        <select className="field__select" value={source} onChange={(event) => pickSource(event.target.value)}>
          <option value={CUSTOM}>Custom</option>
          {BENCH_STOCKS.map((s) => (
            <option key={s.key} value={s.key}>
              {s.option}
            </option>
          ))}
        </select>
      </label>
      <div className="field-grid">
        <NumberField label="Stock concentration (mM)" value={stock} onChange={typeStock} />
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
