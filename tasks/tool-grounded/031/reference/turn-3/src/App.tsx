import { useCallback, useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Schedule = {
  id: string;
  asset_id: string;
  asset_name: string;
  site_id: string;
  title: string;
  interval_days: number;
  next_due: string;
  days_until_due: number;
  active: boolean;
  open_work_order: string | null;
};

type OrderRow = {
  id: string;
  asset_id: string;
  asset_name: string;
  title: string;
  kind: string;
  status: string;
  technician_name: string | null;
  due_at: string;
  overdue: boolean;
  schedule_id: string | null;
};

type PartLine = {
  sku: string;
  reserved: number;
};

type OrderDetail = {
  id: string;
  parts: PartLine[];
  met_target: boolean | null;
};

type ReadOrder = { work_order: OrderDetail; evidence_token: string };

const UNFINISHED = ["open", "assigned", "in_progress", "on_hold"];

function statusOf(days: number): string {
  if (days < 0) return "Overdue";
  if (days === 0) return "Due today";
  if (days === 1) return "Due in 1 day";
  if (days <= 7) return `Due in ${days} days`;
  return "Not due";
}

function statusText(status: string): string {
  return status.replace(/_/g, " ");
}

function dueText(iso: string): string {
  return iso.slice(0, 16).replace("T", " ");
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export default function App() {
  const [schedules, setSchedules] = useState<Schedule[] | null>(null);
  const [orders, setOrders] = useState<OrderRow[] | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const [notes, setNotes] = useState<Record<string, string>>({});

  const loadSchedules = useCallback(async () => {
    const res = await callTool<{ today: string; schedules: Schedule[] }>("list_pm_schedules", {});
    setSchedules(res.schedules.filter((s) => s.active));
  }, []);

  const loadOrders = useCallback(async () => {
    const res = await callTool<{ work_orders: OrderRow[] }>("list_work_orders", {});
    setOrders(res.work_orders.filter((o) => o.kind === "preventive" && UNFINISHED.includes(o.status)));
  }, []);

  const loadAll = useCallback(async () => {
    try {
      await Promise.all([loadSchedules(), loadOrders()]);
      setError("");
    } catch (e) {
      setError(`Could not read the system: ${errorText(e)}`);
    }
  }, [loadSchedules, loadOrders]);

  useEffect(() => {
    void loadAll();
  }, [loadAll]);

  async function raise(s: Schedule) {
    setBusy(true);
    try {
      const res = await callTool<{ work_order: { id: string } }>("generate_pm_work_order", { schedule_id: s.id });
      setMessages([`Raised ${res.work_order.id} for ${s.id}`]);
    } catch (e) {
      setMessages([`Not raised: ${errorText(e)}`]);
    }
    await loadAll();
    setBusy(false);
  }

  async function complete(o: OrderRow) {
    const note = (notes[o.id] ?? "").trim();
    if (note.length < 5 || note.length > 300) {
      setMessages(["A completion note needs 5 to 300 characters"]);
      return;
    }
    setBusy(true);
    const lines: string[] = [];
    try {
      let read = await callTool<ReadOrder>("get_work_order", { work_order_id: o.id });
      const held = read.work_order.parts.filter((p) => p.reserved > 0);
      if (held.length > 0) {
        for (const p of held) {
          await callTool("release_part", { work_order_id: o.id, sku: p.sku, quantity: p.reserved });
          lines.push(`Released ${p.reserved} × ${p.sku}`);
        }
        read = await callTool<ReadOrder>("get_work_order", { work_order_id: o.id });
      }
      const done = await callTool<{ work_order: OrderDetail }>("complete_work_order", {
        work_order_id: o.id,
        evidence_token: read.evidence_token,
        completion_note: note,
      });
      lines.push(`${o.id} completed ${done.work_order.met_target ? "on target" : "late"}`);
      setNotes((n) => ({ ...n, [o.id]: "" }));
    } catch (e) {
      lines.push(`Not completed: ${errorText(e)}`);
    }
    setMessages(lines);
    await loadAll();
    setBusy(false);
  }

  const rows = schedules ?? [];
  const overdue = rows.filter((s) => s.days_until_due < 0).length;
  const today = rows.filter((s) => s.days_until_due === 0).length;
  const week = rows.filter((s) => s.days_until_due >= 1 && s.days_until_due <= 7).length;

  return (
    <main className="desk">
      <h1>PM desk</h1>
      {error && <p className="error" role="alert">{error}</p>}
      {messages.length > 0 && (
        <div className="messages" role="status">
          {messages.map((m) => (
            <p key={m}>{m}</p>
          ))}
        </div>
      )}
      <section aria-labelledby="schedules-heading">
        <h2 id="schedules-heading">Schedules</h2>
        <div className="bar">
          <button type="button" className="secondary" onClick={() => void loadAll()}>
            Refresh
          </button>
        </div>
        {schedules === null ? (
          <p>Loading schedules…</p>
        ) : (
          <>
            <p className="counts">
              {overdue} overdue, {today} due today, {week} due within 7 days
            </p>
            <table>
              <thead>
                <tr>
                  <th>Schedule</th>
                  <th>Asset</th>
                  <th>Task</th>
                  <th>Every</th>
                  <th>Next due</th>
                  <th>Status</th>
                  <th>Open order</th>
                  <th>Action</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => (
                  <tr key={s.id}>
                    <td>{s.id}</td>
                    <td>{s.asset_name}</td>
                    <td>{s.title}</td>
                    <td>{s.interval_days} days</td>
                    <td>{s.next_due}</td>
                    <td className={s.days_until_due < 0 ? "overdue" : undefined}>{statusOf(s.days_until_due)}</td>
                    <td>{s.open_work_order ?? "none"}</td>
                    <td>
                      {s.days_until_due <= 7 && !s.open_work_order && (
                        <button type="button" disabled={busy} onClick={() => void raise(s)}>
                          Raise order
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      <section aria-labelledby="orders-heading">
        <h2 id="orders-heading">PM work orders</h2>
        {orders === null ? (
          <p>Loading work orders…</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Work order</th>
                <th>Schedule</th>
                <th>Asset</th>
                <th>Technician</th>
                <th>Status</th>
                <th>Due</th>
                <th>Flag</th>
                <th>Completion</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td>{o.id}</td>
                  <td>{o.schedule_id ?? ""}</td>
                  <td>{o.asset_name}</td>
                  <td>{o.technician_name ?? "unassigned"}</td>
                  <td>{statusText(o.status)}</td>
                  <td>{dueText(o.due_at)}</td>
                  <td className={o.overdue ? "overdue" : undefined}>{o.overdue ? "Overdue" : ""}</td>
                  <td>
                    {o.status === "in_progress" && (
                      <div className="bar">
                        <input
                          className="note"
                          aria-label="Completion note"
                          placeholder="Completion note"
                          value={notes[o.id] ?? ""}
                          onChange={(e) => setNotes((n) => ({ ...n, [o.id]: e.target.value }))}
                        />
                        <button type="button" disabled={busy} onClick={() => void complete(o)}>
                          Complete
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
