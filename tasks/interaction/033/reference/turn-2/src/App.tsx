import { useState } from "react";
import "./styles.css";
import { Draft, EMPTY_DRAFT, PARAMS, Reading, band, fmt, latest, status, validate } from "./logic";

const FIELDS: { key: keyof Draft; label: string; type: "text" | "number" }[] = [
  { key: "date", label: "Date", type: "text" },
  { key: "ph", label: "pH", type: "number" },
  { key: "ammonia", label: "Ammonia (mg/L)", type: "number" },
  { key: "nitrite", label: "Nitrite (mg/L)", type: "number" },
  { key: "nitrate", label: "Nitrate (mg/L)", type: "number" },
  { key: "temp", label: "Temperature (°C)", type: "number" },
];

export default function App() {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [readings, setReadings] = useState<Reading[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [nextId, setNextId] = useState(1);

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const { errors, values } = validate(draft);
    if (values && readings.some((r) => r.date === values.date)) {
      errors.push(`A reading for ${values.date} is already logged`);
    }
    if (errors.length || !values) {
      setMessages(errors);
      return;
    }
    setReadings([...readings, { id: nextId, ...values }]);
    setNextId(nextId + 1);
    setDraft(EMPTY_DRAFT);
    setMessages([]);
  }

  const newest = latest(readings);

  return (
    <main className="page">
      <h1>Water test log</h1>
      <section className="card" aria-labelledby="new-heading">
        <h2 id="new-heading">New reading</h2>
        <form onSubmit={submit} noValidate className="form">
          {FIELDS.map((f) => (
            <label key={f.key} className="field">
              <span>{f.label}</span>
              <input
                type={f.type}
                step={f.type === "number" ? "any" : undefined}
                inputMode={f.type === "number" ? "decimal" : undefined}
                placeholder={f.key === "date" ? "YYYY-MM-DD" : undefined}
                value={draft[f.key]}
                onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
              />
            </label>
          ))}
          <div className="actions">
            <button type="submit">Add reading</button>
          </div>
        </form>
        {messages.length > 0 && (
          <ul className="messages" role="alert">
            {messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="latest-heading">
        <h2 id="latest-heading">Latest reading</h2>
        {newest === null ? (
          <p className="empty">No readings logged yet</p>
        ) : (
          <ul className="lines">
            <li>Tested on {newest.date}</li>
            {PARAMS.map((p) => (
              <li key={p.key}>
                {p.name}: {fmt[p.key](newest[p.key])}{" "}
                <span className={`band-${band(p.key, newest[p.key])}`}>({band(p.key, newest[p.key])})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        {readings.length === 0 ? (
          <p className="empty">No readings logged yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Date</th>
                <th>pH</th>
                <th>Ammonia</th>
                <th>Nitrite</th>
                <th>Nitrate</th>
                <th>Temperature</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {readings.map((r) => (
                <tr key={r.id}>
                  <td>{r.date}</td>
                  <td>{fmt.ph(r.ph)}</td>
                  <td>{fmt.ammonia(r.ammonia)}</td>
                  <td>{fmt.nitrite(r.nitrite)}</td>
                  <td>{fmt.nitrate(r.nitrate)}</td>
                  <td>{fmt.temp(r.temp)}</td>
                  <td className={`band-${status(r).split(":")[0]}`}>{status(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="count">Readings: {readings.length}</p>
      </section>
    </main>
  );
}
