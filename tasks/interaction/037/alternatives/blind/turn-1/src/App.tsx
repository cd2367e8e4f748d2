import { useRef, useState } from "react";
import "./styles.css";
import type { Batch } from "./lib";
import NewBatchForm from "./NewBatchForm";
import BatchesTable from "./BatchesTable";

export default function App() {
  const [batches, setBatches] = useState<Batch[]>([]);
  const nextId = useRef(1);

  function addBatch(name: string, volume: number, og: number) {
    const id = nextId.current++;
    setBatches((current) => [...current, { id, name, volume, og, readings: [] }]);
  }

  return (
    <main className="page">
      <h1>Brew log</h1>
      <NewBatchForm existingNames={batches.map((b) => b.name)} onAdd={addBatch} />
      <BatchesTable batches={batches} />
    </main>
  );
}
