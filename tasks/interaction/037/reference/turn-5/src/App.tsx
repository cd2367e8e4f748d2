import { useState } from "react";
import "./styles.css";
import {
  Batch,
  BatchDraft,
  CARBONATION,
  EMPTY_BATCH,
  Status,
  abvTenths,
  attenuation,
  bottleCount,
  bottledLine,
  byDay,
  currentGravity,
  fmtAbv,
  fmtGravity,
  fmtVolume,
  scaled,
  status,
  sugarGrams,
  validateBatch,
  validateReading,
} from "./logic";

type Show = "All batches" | Status;
const SHOW_CHOICES: Show[] = ["All batches", "Fermenting", "Ready to bottle", "Bottled"];

export default function App() {
  const [batches, setBatches] = useState<Batch[]>([]);
  const [nextId, setNextId] = useState(1);
  const [draft, setDraft] = useState<BatchDraft>(EMPTY_BATCH);
  const [batchMessages, setBatchMessages] = useState<string[]>([]);

  const [chosenId, setChosenId] = useState<number | null>(null);
  const [day, setDay] = useState("");
  const [gravity, setGravity] = useState("");
  const [readingMessages, setReadingMessages] = useState<string[]>([]);

  const [bottlingId, setBottlingId] = useState<number | null>(null);
  const [carbonation, setCarbonation] = useState(CARBONATION[1].label);
  const [bottlingVolume, setBottlingVolume] = useState("");
  const [bottlingMessage, setBottlingMessage] = useState("");
  const [bottledSeq, setBottledSeq] = useState(1);

  const [show, setShow] = useState<Show>("All batches");

  const chosen = batches.find((b) => b.id === chosenId) ?? batches[0] ?? null;
  const bottling = batches.find((b) => b.id === bottlingId) ?? null;
  const shown = show === "All batches" ? batches : batches.filter((b) => status(b) === show);
  const readyCount = batches.filter((b) => status(b) === "Ready to bottle").length;
  const bottled = batches.filter((b) => b.bottled).sort((a, b) => a.bottled!.seq - b.bottled!.seq);

  function addBatch(e: React.FormEvent) {
    e.preventDefault();
    const { errors, name, volume, og } = validateBatch(draft, batches);
    if (errors.length) {
      setBatchMessages(errors);
      return;
    }
    setBatches([...batches, { id: nextId, name, volume, og, readings: [], bottled: null }]);
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

  function openBottling(id: number) {
    setBottlingId(id);
    setCarbonation(CARBONATION[1].label);
    setBottlingVolume("");
    setBottlingMessage("");
  }

  function confirmBottling(e: React.FormEvent) {
    e.preventDefault();
    if (!bottling) return;
    const volume = scaled(bottlingVolume, 1);
    if (volume === null || volume < 10 || volume > bottling.volume) {
      setBottlingMessage(`Bottling volume must be from 1 to ${fmtVolume(bottling.volume)} with at most one decimal`);
      return;
    }
    const perLitre = CARBONATION.find((c) => c.label === carbonation)!.perLitre;
    const record = { volume, sugar: sugarGrams(perLitre, volume), bottles: bottleCount(volume), seq: bottledSeq };
    setBatches(batches.map((b) => (b.id === bottling.id ? { ...b, bottled: record } : b)));
    setBottledSeq(bottledSeq + 1);
    setBottlingId(null);
  }

  function removeBatch(id: number) {
    setBatches(batches.filter((b) => b.id !== id));
    if (bottlingId === id) setBottlingId(null);
  }

  const totalBottles = bottled.reduce((s, b) => s + b.bottled!.bottles, 0);
  const totalSugar = bottled.reduce((s, b) => s + b.bottled!.sugar, 0);

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
        <label className="field inline">
          <span>Show</span>
          <select value={show} onChange={(e) => setShow(e.target.value as Show)}>
            {SHOW_CHOICES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        {batches.length === 0 ? (
          <p className="empty">No batches yet</p>
        ) : shown.length === 0 ? (
          <p className="empty">No batches with this status</p>
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
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((b) => (
                <tr key={b.id}>
                  <td>{b.name}</td>
                  <td>{fmtVolume(b.volume)}</td>
                  <td>{fmtGravity(b.og)}</td>
                  <td>{fmtGravity(currentGravity(b))}</td>
                  <td>{fmtAbv(abvTenths(b))}</td>
                  <td>{attenuation(b)}%</td>
                  <td>{status(b)}</td>
                  <td>
                    <div className="row-actions">
                      {status(b) === "Ready to bottle" && (
                        <button type="button" onClick={() => openBottling(b.id)}>
                          Bottle
                        </button>
                      )}
                      <button type="button" className="secondary" onClick={() => removeBatch(b.id)}>
                        Remove batch
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="count">
          Showing {shown.length} of {batches.length} batches
        </p>
        <p className="count">Ready to bottle: {readyCount}</p>
      </section>

      {bottling && (
        <section className="card" aria-labelledby="bottling-heading">
          <h2 id="bottling-heading">Bottling {bottling.name}</h2>
          <form onSubmit={confirmBottling} noValidate className="form">
            <label className="field">
              <span>Carbonation</span>
              <select value={carbonation} onChange={(e) => setCarbonation(e.target.value)}>
                {CARBONATION.map((c) => (
                  <option key={c.label}>{c.label}</option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Bottling volume (L)</span>
              <input type="number" step="any" value={bottlingVolume} onChange={(e) => setBottlingVolume(e.target.value)} />
            </label>
            <button type="submit">Confirm bottling</button>
            <button type="button" className="secondary" onClick={() => setBottlingId(null)}>
              Cancel
            </button>
          </form>
          {bottlingMessage && (
            <p className="messages" role="alert">
              {bottlingMessage}
            </p>
          )}
        </section>
      )}

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

      <section className="card" aria-labelledby="bottled-heading">
        <h2 id="bottled-heading">Bottled</h2>
        {bottled.length === 0 ? (
          <p className="empty">Nothing bottled yet</p>
        ) : (
          <>
            <ul className="lines">
              {bottled.map((b) => (
                <li key={b.id}>{bottledLine(b)}</li>
              ))}
            </ul>
            <p className="count">
              Total: {bottled.length} batches, {totalBottles} bottles, {totalSugar} g priming sugar
            </p>
          </>
        )}
      </section>
    </main>
  );
}
