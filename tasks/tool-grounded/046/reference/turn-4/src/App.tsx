import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Technician = { id: string; name: string; active: boolean };
type OrderRow = { id: string; title: string; status: string; due_at: string; minutes: number };
type Entry = { id: string; order: string; at: string; minutes: number; note: string };

const OPEN_STATUSES = ["assigned", "in_progress", "on_hold"];
const OVERTIME_FROM = 8 * 60;

/** Minutes written as hours with two decimals, e.g. 90 -> "1.50 h". */
function hours(minutes: number): string {
  return `${(minutes / 60).toFixed(2)} h`;
}

/** An ISO UTC time as "YYYY-MM-DD HH:MM". */
function utc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

function statusText(status: string): string {
  return status.replace(/_/g, " ");
}

/** The minutes for a typed number of hours, or null when the hours rule refuses it. */
function parseHours(text: string): number | null {
  const t = text.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  const h = Number(t);
  if (!Number.isFinite(h) || h < 0.25 || h > 4) return null;
  const quarters = h * 4;
  if (Math.abs(quarters - Math.round(quarters)) > 1e-9) return null;
  return Math.round(quarters) * 15;
}

function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

type Snapshot = {
  orders: OrderRow[];
  entries: Entry[];
};

async function readTechnician(techId: string): Promise<Snapshot> {
  const listed = await callTool("list_work_orders", { technician_id: techId });
  const today = String(listed.as_of).slice(0, 10);
  const all = listed.work_orders as { id: string }[];
  const open = (listed.work_orders as OrderRow[]).filter((o) => OPEN_STATUSES.includes(o.status));
  const details = await Promise.all(all.map((o) => callTool("get_work_order", { work_order_id: o.id })));
  const byId = new Map<string, any>(details.map((d) => [d.work_order.id, d.work_order]));
  const orders = open.map((o) => ({
    id: o.id, title: o.title, status: o.status, due_at: o.due_at,
    minutes: Number(byId.get(o.id).labour_minutes),
  }));
  const entries: Entry[] = [];
  for (const d of details) {
    for (const e of d.work_order.labour as { id: string; technician_id: string; minutes: number; note: string; at: string }[]) {
      if (e.technician_id === techId && e.at.slice(0, 10) === today) {
        entries.push({ id: e.id, order: d.work_order.id, at: e.at, minutes: e.minutes, note: e.note });
      }
    }
  }
  entries.sort((a, b) => (a.at === b.at ? a.id.localeCompare(b.id) : a.at < b.at ? -1 : 1));
  return { orders, entries };
}

export default function App() {
  const [technicians, setTechnicians] = useState<Technician[]>([]);
  const [techId, setTechId] = useState("");
  const [orders, setOrders] = useState<OrderRow[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const [orderId, setOrderId] = useState("");
  const [hoursText, setHoursText] = useState("");
  const [note, setNote] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const seq = useRef(0);

  const tech = technicians.find((t) => t.id === techId);

  const bookable = (orders ?? []).filter((o) => o.status === "in_progress" || o.status === "assigned");

  async function load(id: string, keepOrder: string | null): Promise<Snapshot | null> {
    const mine = ++seq.current;
    try {
      const snap = await readTechnician(id);
      if (mine !== seq.current) return null;
      setOrders(snap.orders);
      setEntries(snap.entries);
      const offered = snap.orders.filter((o) =>
        o.status === "in_progress" || o.status === "assigned");
      setOrderId(keepOrder && offered.some((o) => o.id === keepOrder) ? keepOrder : offered[0]?.id ?? "");
      setLoadError("");
      return snap;
    } catch (err) {
      if (mine === seq.current) setLoadError(`Could not read work orders: ${errorMessage(err)}`);
      return null;
    }
  }

  useEffect(() => {
    (async () => {
      try {
        const res = await callTool("list_technicians", {});
        const active = (res.technicians as Technician[]).filter((t) => t.active);
        setTechnicians(active);
        if (active.length > 0) {
          setTechId(active[0].id);
          await load(active[0].id, null);
        }
      } catch (err) {
        setLoadError(`Could not read technicians: ${errorMessage(err)}`);
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function chooseTechnician(id: string) {
    setTechId(id);
    setOrders(null);
    setEntries(null);
    setMessage("");
    setOrderId("");
    void load(id, null);
  }

  async function book() {
    const minutes = parseHours(hoursText);
    if (minutes === null) {
      setMessage("Enter 0.25 to 4 hours in quarter hours");
      return;
    }
    const order = bookable.find((o) => o.id === orderId);
    if (!order || !tech) return;
    setBusy(true);
    try {
      const current = order;
      const starting = current.status === "assigned";
      if (starting) {
        try {
          await callTool("start_work", { work_order_id: current.id });
        } catch (err) {
          setMessage(`Not started: ${errorMessage(err)}`);
          await load(tech.id, current.id);
          return;
        }
      }
      let logged: number;
      try {
        const res = await callTool("log_labour", {
          work_order_id: current.id, technician_id: tech.id, minutes, note: note.trim(),
        });
        logged = Number(res.work_order.labour_minutes);
      } catch (err) {
        setMessage(`Not booked: ${errorMessage(err)}`);
        await load(tech.id, current.id);
        return;
      }
      setMessage(starting
        ? `Started ${current.id}, booked ${hours(minutes)}, ${hours(logged)} logged in total`
        : `Booked ${hours(minutes)} on ${current.id}, ${hours(logged)} logged in total`);
      setHoursText("");
      setNote("");
      await load(tech.id, current.id);
    } finally {
      setBusy(false);
    }
  }

  const dayTotal = (entries ?? []).reduce((s, e) => s + e.minutes, 0);
  const perOrder: { id: string; minutes: number }[] = [];
  for (const e of entries ?? []) {
    const line = perOrder.find((p) => p.id === e.order);
    if (line) line.minutes += e.minutes;
    else perOrder.push({ id: e.order, minutes: e.minutes });
  }

  return (
    <main className="desk">
      <h1>Labour booking</h1>
      {loadError && <p className="error" role="alert">{loadError}</p>}

      <div className="picker">
        <label htmlFor="technician">Technician</label>
        <select id="technician" value={techId} onChange={(e) => chooseTechnician(e.target.value)}>
          {technicians.map((t) => (
            <option key={t.id} value={t.id}>{`${t.name} (${t.id})`}</option>
          ))}
        </select>
      </div>

      <section aria-labelledby="mine-title" className="card">
        <h2 id="mine-title">My work orders</h2>
        {orders === null ? (
          <p className="muted">Reading work orders…</p>
        ) : orders.length === 0 ? (
          <p>{`No open work orders for ${tech?.name ?? ""}`}</p>
        ) : (
          <table>
            <thead>
              <tr><th>Work order</th><th>Title</th><th>Status</th><th>Due</th><th>Logged</th></tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td>{o.id}</td>
                  <td>{o.title}</td>
                  <td>{statusText(o.status)}</td>
                  <td>{utc(o.due_at)}</td>
                  <td>{hours(o.minutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="book-title" className="card">
        <h2 id="book-title">Book hours</h2>
        {orders !== null && bookable.length === 0 ? (
          <p>Nothing to book on</p>
        ) : (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!busy) void book();
            }}
          >
            <div className="row">
              <label htmlFor="order">Work order</label>
              <select id="order" value={orderId} onChange={(e) => setOrderId(e.target.value)}>
                {bookable.map((o) => (
                  <option key={o.id} value={o.id}>
                    {`${o.id} ${o.title}${o.status === "assigned" ? " (not started)" : ""}`}
                  </option>
                ))}
              </select>
            </div>
            <div className="row">
              <label htmlFor="hours">Hours</label>
              <input id="hours" inputMode="decimal" value={hoursText} onChange={(e) => setHoursText(e.target.value)} />
            </div>
            <div className="row">
              <label htmlFor="note">Note</label>
              <input id="note" value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
            <button type="submit" disabled={busy}>Book</button>
          </form>
        )}
        {message && <p role="status" className="message">{message}</p>}
      </section>

      <section aria-labelledby="day-title" className="card">
        <h2 id="day-title">Day sheet</h2>
        {entries === null ? (
          <p className="muted">Reading the day sheet…</p>
        ) : entries.length === 0 ? (
          <p>No hours booked today</p>
        ) : (
          <>
            <table>
              <thead>
                <tr><th>Entry</th><th>Work order</th><th>Time</th><th>Hours</th><th>Note</th></tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id}>
                    <td>{e.id}</td>
                    <td>{e.order}</td>
                    <td>{e.at.slice(11, 16)}</td>
                    <td>{hours(e.minutes)}</td>
                    <td>{e.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="totals">
              {perOrder.map((p) => (
                <li key={p.id}>{`${p.id}: ${hours(p.minutes)}`}</li>
              ))}
            </ul>
            <p className="total">{`Day total: ${hours(dayTotal)}`}</p>
            <p className={dayTotal > OVERTIME_FROM ? "overtime" : ""}>
              {dayTotal > OVERTIME_FROM ? `Overtime: ${hours(dayTotal - OVERTIME_FROM)}` : "No overtime"}
            </p>
          </>
        )}
      </section>
    </main>
  );
}
