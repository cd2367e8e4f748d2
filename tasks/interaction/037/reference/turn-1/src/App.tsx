import { useState } from "react";
import "./styles.css";
import {
  Batch,
  BatchDraft,
  EMPTY_BATCH,
  fmtGravity,
  fmtVolume,
  validateBatch,
} from "./logic";

export default function App() {
  const [batches, setBatches] = useState<Batch[]>([]);
  const [nextId, setNextId] = useState(1);
  const [draft, setDraft] = useState<BatchDraft>(EMPTY_BATCH);
  const [batchMessages, setBatchMessages] = useState<string[]>([]);

  function addBatch(e: React.FormEvent) {
    e.preventDefault();
    const { errors, name, volume, og } = validateBatch(draft, batches);
    if (errors.length) {
      setBatchMessages(errors);
      return;
    }
    setBatches([...batches, { id: nextId, name, volume, og }]);
    setNextId(nextId + 1);
    setDraft(EMPTY_BATCH);
    setBatchMessages([]);
  }

  return (
    <main className="page">
      <h1>Brew log</h1>

      <section className="card" aria-labelledby="new-batch-heading">
        <h2 id="new-batch-heading">New batch</h2>
        <form onSubmit={addBatch} noValidate className="form">
          <label className="field">
            <span>Name</span>
            <input type="text" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          </label>
          <label className="field">
            <span>Volume (L)</span>
            <input type="number" step="any" value={draft.volume} onChange={(e) => setDraft({ ...draft, volume: e.target.value })} />
          </label>
          <label className="field">
            <span>Original gravity</span>
            <input type="number" step="any" value={draft.og} onChange={(e) => setDraft({ ...draft, og: e.target.value })} />
          </label>
          <button type="submit">Add batch</button>
        </form>
        {batchMessages.length > 0 && (
          <ul className="messages" role="alert">
            {batchMessages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </section>

      <section className="card" aria-labelledby="batches-heading">
        <h2 id="batches-heading">Batches</h2>
        {batches.length === 0 ? (
          <p className="empty">No batches yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Volume</th>
                <th>OG</th>
              </tr>
            </thead>
            <tbody>
              {batches.map((b) => (
                <tr key={b.id}>
                  <td>{b.name}</td>
                  <td>{fmtVolume(b.volume)}</td>
                  <td>{fmtGravity(b.og)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="count">Batches: {batches.length}</p>
      </section>
    </main>
  );
}
