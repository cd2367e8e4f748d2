import { useRef, useState } from 'react';
import Calculator from './Calculator';
import PrepList from './PrepList';
import Tabs from './Tabs';
import type { Dilution } from './types';
import './styles.css';

type View = 'calculator' | 'prep';

export default function App() {
  const [rows, setRows] = useState<Dilution[]>([]);
  const [view, setView] = useState<View>('calculator');
  const nextId = useRef(1);

  function addRow(entry: Omit<Dilution, 'id'>) {
    const id = nextId.current++;
    setRows((current) => [...current, { id, ...entry }]);
  }

  function removeRow(id: number) {
    setRows((current) => current.filter((row) => row.id !== id));
  }

  const tabs = [
    { id: 'calculator', label: 'Calculator' },
    { id: 'prep', label: `Prep list (${rows.length})` },
  ];

  return (
    <main className="page">
      <header className="masthead">
        <h1>Dilution calculator</h1>
        <p className="masthead__sub">C1 × V1 = C2 × V2 · concentrations in mM, volumes in mL</p>
      </header>
      <Tabs tabs={tabs} selected={view} onSelect={(id) => setView(id as View)} />
      {/* Both panels stay mounted so the calculator keeps what was typed while the list is shown. */}
      <div role="tabpanel" id="panel-calculator" aria-labelledby="tab-calculator" hidden={view !== 'calculator'}>
        <Calculator onAdd={addRow} />
      </div>
      <div role="tabpanel" id="panel-prep" aria-labelledby="tab-prep" hidden={view !== 'prep'}>
        <PrepList rows={rows} onRemove={removeRow} />
      </div>
    </main>
  );
}
