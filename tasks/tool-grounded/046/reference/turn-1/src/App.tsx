import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Technician = { id: string; name: string; active: boolean };
type OrderRow = { id: string; title: string; status: string; due_at: string; minutes: number };

const OPEN_STATUSES = ["assigned", "in_progress", "on_hold"];

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
};

async function readTechnician(techId: string): Promise<Snapshot> {
  const listed = await callTool("list_work_orders", { technician_id: techId });
  const open = (listed.work_orders as OrderRow[]).filter((o) => OPEN_STATUSES.includes(o.status));
  const details = await Promise.all(
    open.map((o) => callTool("get_work_order", { work_order_id: o.id })),
  );
  const orders = open.map((o, i) => ({
    id: o.id, title: o.title, status: o.status, due_at: o.due_at,
    minutes: Number(details[i].work_order.labour_minutes),
  }));
  return { orders };
}

export default function App() {
  const [technicians, setTechnicians] = useState<Technician[]>([]);
  const [techId, setTechId] = useState("");
  const [orders, setOrders] = useState<OrderRow[] | null>(null);
  const [loadError, setLoadError] = useState("");
  const seq = useRef(0);

  const tech = technicians.find((t) => t.id === techId);

  const bookable = (orders ?? []).filter((o) => o.status === "in_progress");

  async function load(id: string, keepOrder: string | null): Promise<Snapshot | null> {
    const mine = ++seq.current;
    try {
      const snap = await readTechnician(id);
      if (mine !== seq.current) return null;
      setOrders(snap.orders);
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
    void load(id, null);
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
    </main>
  );
}
