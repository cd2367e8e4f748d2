import { FormEvent, useCallback, useEffect, useRef, useState } from "react";
import "./app.css";
import {
  OPEN_STATUSES,
  Snapshot,
  Technician,
  errorMessage,
  logLabour,
  readActiveTechnicians,
  readTechnicianOrders,
  startWork,
} from "./api";
import { buildDaySheet, byDue, formatDue, hours, parseHours, statusLabel, utcParts } from "./format";

const DAILY_LIMIT_MINUTES = 600;
const OVERTIME_FROM_MINUTES = 480;
const EVERY_STATUS = true;

function bookableOrders(snapshot: Snapshot | null) {
  if (!snapshot) return [];
  return byDue(snapshot.orders.filter((o) => o.status === "in_progress" || o.status === "assigned"));
}

export default function App() {
  const [technicians, setTechnicians] = useState<Technician[]>([]);
  const [techError, setTechError] = useState("");
  const [techId, setTechId] = useState("");
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [loadError, setLoadError] = useState("");
  const [orderId, setOrderId] = useState("");
  const [hoursText, setHoursText] = useState("");
  const [note, setNote] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const request = useRef(0);

  useEffect(() => {
    readActiveTechnicians()
      .then((list) => {
        setTechnicians(list);
        if (list.length > 0) setTechId(list[0].id);
      })
      .catch((err) => setTechError(`Could not read the technicians: ${errorMessage(err)}`));
  }, []);

  const load = useCallback(async (id: string, keepOrder: string | null): Promise<Snapshot | null> => {
    const ticket = ++request.current;
    try {
      const fresh = await readTechnicianOrders(id, EVERY_STATUS);
      if (ticket !== request.current) return fresh;
      setSnapshot(fresh);
      setLoadError("");
      const offered = bookableOrders(fresh);
      const kept = keepOrder && offered.some((o) => o.id === keepOrder) ? keepOrder : offered[0]?.id ?? "";
      setOrderId(kept);
      return fresh;
    } catch (err) {
      if (ticket === request.current) setLoadError(`Could not read the work orders: ${errorMessage(err)}`);
      return null;
    }
  }, []);

  useEffect(() => {
    if (!techId) return;
    setSnapshot(null);
    setMessage("");
    setHoursText("");
    setNote("");
    void load(techId, null);
  }, [techId, load]);

  const technician = technicians.find((t) => t.id === techId);
  const openOrders = snapshot ? byDue(snapshot.orders.filter((o) => OPEN_STATUSES.includes(o.status))) : [];
  const offered = bookableOrders(snapshot);
  const sheet = snapshot ? buildDaySheet(snapshot, techId) : null;

  async function book(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const minutes = parseHours(hoursText);
    if (minutes === null) {
      setMessage("Enter 0.25 to 4 hours in quarter hours");
      return;
    }
    const chosenId = orderId;
    const chosenTech = techId;
    const name = technician?.name ?? chosenTech;
    setBusy(true);
    setMessage("");
    try {
      let fresh: Snapshot;
      try {
        fresh = await readTechnicianOrders(chosenTech, EVERY_STATUS);
      } catch (err) {
        setMessage(`Not booked: ${errorMessage(err)}`);
        return;
      }
      const dayTotal = buildDaySheet(fresh, chosenTech).totalMinutes;
      if (dayTotal + minutes > DAILY_LIMIT_MINUTES) {
        const left = Math.max(0, DAILY_LIMIT_MINUTES - dayTotal);
        request.current++;
        setSnapshot(fresh);
        const freshOffered = bookableOrders(fresh);
        setOrderId(freshOffered.some((o) => o.id === chosenId) ? chosenId : freshOffered[0]?.id ?? "");
        setMessage(`Only ${hours(left)} left today for ${name}`);
        return;
      }
      const chosen = fresh.orders.find((o) => o.id === chosenId) ?? offered.find((o) => o.id === chosenId);
      let started = false;
      if (chosen && chosen.status === "assigned") {
        try {
          await startWork(chosenId);
          started = true;
        } catch (err) {
          await load(chosenTech, chosenId);
          setMessage(`Not started: ${errorMessage(err)}`);
          return;
        }
      }
      try {
        const after = await logLabour(chosenId, chosenTech, minutes, note.trim());
        const booked = hours(minutes);
        const total = hours(after.labour_minutes);
        setHoursText("");
        setNote("");
        await load(chosenTech, chosenId);
        setMessage(
          started
            ? `Started ${chosenId}, booked ${booked}, ${total} logged in total`
            : `Booked ${booked} on ${chosenId}, ${total} logged in total`,
        );
      } catch (err) {
        await load(chosenTech, chosenId);
        setMessage(`Not booked: ${errorMessage(err)}`);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="desk">
      <header className="desk-head">
        <h1>Labour booking</h1>
        <div className="field">
          <label htmlFor="technician">Technician</label>
          <select id="technician" value={techId} onChange={(e) => setTechId(e.target.value)}>
            {technicians.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.id})
              </option>
            ))}
          </select>
        </div>
      </header>
      {techError && <p className="error">{techError}</p>}
      {loadError && <p className="error">{loadError}</p>}

      <section className="panel" aria-labelledby="orders-heading">
        <h2 id="orders-heading">My work orders</h2>
        {!snapshot ? (
          <p className="muted">Reading work orders…</p>
        ) : openOrders.length === 0 ? (
          <p>No open work orders for {technician?.name ?? techId}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Work order</th>
                <th scope="col">Title</th>
                <th scope="col">Status</th>
                <th scope="col">Due</th>
                <th scope="col">Logged</th>
              </tr>
            </thead>
            <tbody>
              {openOrders.map((o) => (
                <tr key={o.id}>
                  <td>{o.id}</td>
                  <td>{o.title}</td>
                  <td>{statusLabel(o.status)}</td>
                  <td>{formatDue(o.due_at)}</td>
                  <td>{hours(o.labour_minutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="panel" aria-labelledby="book-heading">
        <h2 id="book-heading">Book hours</h2>
        {!snapshot ? (
          <p className="muted">Reading work orders…</p>
        ) : offered.length === 0 ? (
          <p>Nothing to book on</p>
        ) : (
          <form className="book-form" noValidate onSubmit={book}>
            <div className="field">
              <label htmlFor="work-order">Work order</label>
              <select id="work-order" value={orderId} onChange={(e) => setOrderId(e.target.value)}>
                {offered.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.id} {o.title}
                    {o.status === "assigned" ? " (not started)" : ""}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="hours">Hours</label>
              <input
                id="hours"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={hoursText}
                onChange={(e) => setHoursText(e.target.value)}
              />
            </div>
            <div className="field grow">
              <label htmlFor="note">Note</label>
              <input id="note" type="text" autoComplete="off" value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
            <button type="submit" disabled={busy}>
              Book
            </button>
          </form>
        )}
        {message && (
          <p className="message" role="status">
            {message}
          </p>
        )}
      </section>

      <section className="panel" aria-labelledby="sheet-heading">
        <h2 id="sheet-heading">Day sheet</h2>
        {!snapshot || !sheet ? (
          <p className="muted">Reading the day sheet…</p>
        ) : (
          <>
            {sheet.entries.length === 0 ? (
              <p>No hours booked today</p>
            ) : (
              <>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">Entry</th>
                      <th scope="col">Work order</th>
                      <th scope="col">Time</th>
                      <th scope="col">Hours</th>
                      <th scope="col">Note</th>
                    </tr>
                  </thead>
                  <tbody>
                    {sheet.entries.map((e) => (
                      <tr key={e.id}>
                        <td>{e.id}</td>
                        <td>{e.orderId}</td>
                        <td>{utcParts(e.at).time}</td>
                        <td>{hours(e.minutes)}</td>
                        <td>{e.note ?? ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <ul className="totals">
                  {sheet.perOrder.map((p) => (
                    <li key={p.orderId}>
                      {p.orderId}: {hours(p.minutes)}
                    </li>
                  ))}
                </ul>
                <p className="day-total">Day total: {hours(sheet.totalMinutes)}</p>
              </>
            )}
            <p>Left today: {hours(Math.max(0, DAILY_LIMIT_MINUTES - sheet.totalMinutes))}</p>
            {sheet.entries.length > 0 && (
              <p>
                {sheet.totalMinutes > OVERTIME_FROM_MINUTES
                  ? `Overtime: ${hours(sheet.totalMinutes - OVERTIME_FROM_MINUTES)}`
                  : "No overtime"}
              </p>
            )}
          </>
        )}
      </section>
    </main>
  );
}
