import { useRef, useState } from "react";
import "./styles.css";
import type { Batch } from "./lib";
import NewBatchForm from "./NewBatchForm";
import ReadingForm from "./ReadingForm";
import BatchesTable from "./BatchesTable";
import BottlingPanel from "./BottlingPanel";
import BottledList from "./BottledList";
import { statusOf } from "./lib";

export default function App() {
  const [batches, setBatches] = useState<Batch[]>([]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [bottlingId, setBottlingId] = useState<number | null>(null);
  const [bottlingSession, setBottlingSession] = useState(0);
  const nextId = useRef(1);
  const nextSeq = useRef(1);

  const selected = batches.find((b) => b.id === selectedId) ?? batches[0];
  const bottlingBatch = batches.find((b) => b.id === bottlingId && statusOf(b) === "Ready to bottle");

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

  function removeReading(batchId: number, readingId: number) {
    setBatches((current) =>
      current.map((batch) =>
        batch.id === batchId
          ? { ...batch, readings: batch.readings.filter((reading) => reading.id !== readingId) }
          : batch,
      ),
    );
  }

  function openBottling(batchId: number) {
    setBottlingId(batchId);
    setBottlingSession((n) => n + 1);
  }

  function confirmBottling(batchId: number, volume: number, sugar: number, bottles: number) {
    const seq = nextSeq.current++;
    setBatches((current) =>
      current.map((batch) =>
        batch.id === batchId ? { ...batch, bottled: { volume, sugar, bottles, seq } } : batch,
      ),
    );
    setBottlingId(null);
  }

  return (
    <main className="page">
      <h1>Brew log</h1>
      <NewBatchForm existingNames={batches.map((b) => b.name)} onAdd={addBatch} />
      <ReadingForm
        batches={batches}
        selected={selected}
        onSelect={setSelectedId}
        onLog={logReading}
        onRemoveReading={removeReading}
      />
      <BatchesTable batches={batches} onBottle={openBottling} />
      {bottlingBatch && (
        <BottlingPanel
          key={`${bottlingBatch.id}-${bottlingSession}`}
          batch={bottlingBatch}
          onConfirm={confirmBottling}
          onCancel={() => setBottlingId(null)}
        />
      )}
      <BottledList batches={batches} />
    </main>
  );
}
