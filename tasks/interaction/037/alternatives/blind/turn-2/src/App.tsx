import { useRef, useState } from "react";
import "./styles.css";
import type { Batch } from "./lib";
import NewBatchForm from "./NewBatchForm";
import ReadingForm from "./ReadingForm";
import BatchesTable from "./BatchesTable";

export default function App() {
  const [batches, setBatches] = useState<Batch[]>([]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const nextId = useRef(1);

  const selected = batches.find((b) => b.id === selectedId) ?? batches[0];

  function addBatch(name: string, volume: number, og: number) {
    const id = nextId.current++;
    setBatches((current) => [...current, { id, name, volume, og, readings: [] }]);
  }

  function logReading(batchId: number, day: number, gravity: number) {
    const id = nextId.current++;
    setBatches((current) =>
      current.map((batch) =>
        batch.id === batchId ? { ...batch, readings: [...batch.readings, { id, day, gravity }] } : batch,
      ),
    );
  }

  return (
    <main className="page">
      <h1>Brew log</h1>
      <NewBatchForm existingNames={batches.map((b) => b.name)} onAdd={addBatch} />
      <ReadingForm batches={batches} selected={selected} onSelect={setSelectedId} onLog={logReading} />
      <BatchesTable batches={batches} />
    </main>
  );
}
