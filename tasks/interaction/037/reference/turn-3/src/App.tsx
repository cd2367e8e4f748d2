import { useState } from "react";
import "./styles.css";
import {
  Batch,
  BatchDraft,
  EMPTY_BATCH,
  abvTenths,
  attenuation,
  byDay,
  currentGravity,
  fmtAbv,
  fmtGravity,
  fmtVolume,
  status,
  validateBatch,
  validateReading,
} from "./logic";

export default function App() {
  const [batches, setBatches] = useState<Batch[]>([]);
  const [nextId, setNextId] = useState(1);
  const [draft, setDraft] = useState<BatchDraft>(EMPTY_BATCH);
  const [batchMessages, setBatchMessages] = useState<string[]>([]);

  const [chosenId, setChosenId] = useState<number | null>(null);
  const [day, setDay] = useState("");
  const [gravity, setGravity] = useState("");
  const [readingMessages, setReadingMessages] = useState<string[]>([]);

  const chosen = batches.find((b) => b.id === chosenId) ?? batches[0] ?? null;
  const readyCount = batches.filter((b) => status(b) === "Ready to bottle").length;

  function addBatch(e: React.FormEvent) {
    e.preventDefault();
    const { errors, name, volume, og } = validateBatch(draft, batches);
    if (errors.length) {
      setBatchMessages(errors);
      return;
    }
    setBatches([...batches, { id: nextId, name, volume, og, readings: [] }]);
    setNextId(nextId + 1);
    setDraft(EMPTY_BATCH);
    setBatchMessages([]);
  }

  function logReading(e: React.FormEvent) {
    e.preventDefault();
    if (!chosen) return;
    const { errors, day: d, gravity: g } = validateReading(day, gravity, chosen);
    if (errors.length) {
      setReadingMessages(errors);
      return;
    }
    setBatches(batches.map((b) => (b.id === chosen.id ? { ...b, readings: [...b.readings, { id: nextId, day: d, gravity: g }] } : b)));
    setNextId(nextId + 1);
    setDay("");
    setGravity("");
    setReadingMessages([]);
  }

  function removeReading(batchId: number, readingId: number) {
    setBatches(batches.map((b) => (b.id === batchId ? { ...b, readings: b.readings.filter((r) => r.id !== readingId) } : b)));
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
                <th>Gravity</th>
                <th>ABV</th>
                <th>Attenuation</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {batches.map((b) => (
                <tr key={b.id}>
                  <td>{b.name}</td>
                  <td>{fmtVolume(b.volume)}</td>
                  <td>{fmtGravity(b.og)}</td>
                  <td>{fmtGravity(currentGravity(b))}</td>
                  <td>{fmtAbv(abvTenths(b))}</td>
                  <td>{attenuation(b)}%</td>
                  <td>{status(b)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="count">Batches: {batches.length}</p>
        <p className="count">Ready to bottle: {readyCount}</p>
      </section>

      <section className="card" aria-labelledby="reading-heading">
        <h2 id="reading-heading">Log a reading</h2>
        {!chosen ? (
          <p className="empty">Add a batch first</p>
        ) : (
          <>
            <form onSubmit={logReading} noValidate className="form">
              <label className="field">
                <span>Batch</span>
                <select value={chosen.id} onChange={(e) => setChosenId(Number(e.target.value))}>
                  {batches.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Day</span>
                <input type="number" step="any" value={day} onChange={(e) => setDay(e.target.value)} />
              </label>
              <label className="field">
                <span>Gravity</span>
                <input type="number" step="any" value={gravity} onChange={(e) => setGravity(e.target.value)} />
              </label>
              <button type="submit">Log reading</button>
            </form>
            {readingMessages.length > 0 && (
              <ul className="messages" role="alert">
                {readingMessages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
            {chosen.readings.length === 0 ? (
              <p className="empty">No readings for this batch yet</p>
            ) : (
              <ul className="lines" aria-label={`Readings for ${chosen.name}`}>
                {byDay(chosen.readings).map((r) => (
                  <li key={r.id}>
                    <span>
                      Day {r.day}: {fmtGravity(r.gravity)}
                    </span>
                    <button type="button" className="secondary" onClick={() => removeReading(chosen.id, r.id)}>
                      Remove reading
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </main>
  );
}
