import { useRef, useState } from 'react';
import Calculator from './Calculator';
import PrepList from './PrepList';
import type { Dilution } from './types';
import './styles.css';

export default function App() {
  const [rows, setRows] = useState<Dilution[]>([]);
  const nextId = useRef(1);

  function addRow(entry: Omit<Dilution, 'id'>) {
    const id = nextId.current++;
    setRows((current) => [...current, { id, ...entry }]);
  }

  function removeRow(id: number) {
    setRows((current) => current.filter((row) => row.id !== id));
  }

  return (
    <main className="page">
      <header className="masthead">
        <h1>Dilution calculator</h1>
        <p className="masthead__sub">C1 × V1 = C2 × V2 · concentrations in mM, volumes in mL</p>
      </header>
      <Calculator onAdd={addRow} />
      <PrepList rows={rows} onRemove={removeRow} />
    </main>
  );
}
