import { useState } from 'react';
import { checkDilution } from './dilution';
import NumberField from './NumberField';
import ResultPanel from './ResultPanel';

export default function Calculator() {
  const [stock, setStock] = useState('');
  const [target, setTarget] = useState('');
  const [volume, setVolume] = useState('');

  const check = checkDilution(stock, target, volume);

  return (
    <div className="panel">
      <div className="field-grid">
        <NumberField label="Stock concentration (mM)" value={stock} onChange={setStock} />
        <NumberField label="Target concentration (mM)" value={target} onChange={setTarget} />
        <NumberField label="Final volume (mL)" value={volume} onChange={setVolume} />
      </div>
      <ResultPanel check={check} />
    </div>
  );
}
