import { useCallback, useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Order = {
  id: string;
  asset_name: string;
  title: string;
  priority: string;
  trade: string;
  status: string;
  assigned_to: string | null;
  technician_name: string | null;
  due_at: string;
  overdue: boolean;
};

type Tech = {
  id: string;
  name: string;
  skills: string[];
  active: boolean;
  max_open: number;
  open_assignments: number;
  capacity_left: number;
};

const RANK: Record<string, number> = { P1: 1, P2: 2, P3: 3, P4: 4 };

function dueText(iso: string): string {
  return iso.slice(0, 10) + " " + iso.slice(11, 16);
}

function byDue(a: Order, b: Order): number {
  if (a.due_at !== b.due_at) return a.due_at < b.due_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function byPriority(a: Order, b: Order): number {
  const d = (RANK[a.priority] ?? 9) - (RANK[b.priority] ?? 9);
  return d !== 0 ? d : byDue(a, b);
}

function stateText(t: Tech): string {
  if (!t.active) return "On leave";
  return t.capacity_left > 0 ? "Free" : "Full";
}

function canTake(t: Tech, trade: string): boolean {
  return t.active && t.skills.includes(trade) && t.capacity_left > 0;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export default function App() {
  const [open, setOpen] = useState<Order[] | null>(null);
  const [techs, setTechs] = useState<Tech[] | null>(null);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState<Record<string, string>>({});

  const loadOpen = useCallback(async (): Promise<Order[]> => {
    const res = await callTool<{ work_orders: Order[] }>("list_work_orders", { status: "open" });
    const rows = res.work_orders.filter((o) => o.status === "open").sort(byPriority);
    setOpen(rows);
    return rows;
  }, []);

  const loadTechs = useCallback(async (): Promise<Tech[]> => {
    const res = await callTool<{ technicians: Tech[] }>("list_technicians", {});
    setTechs(res.technicians);
    return res.technicians;
  }, []);

  const loadAll = useCallback(async () => {
    await Promise.all([loadOpen(), loadTechs()]);
  }, [loadOpen, loadTechs]);

  useEffect(() => {
    loadAll().catch((e) => setMessage(String(e instanceof Error ? e.message : e)));
  }, [loadAll]);

  async function refresh() {
    setBusy(true);
    try {
      await loadAll();
    } finally {
      setBusy(false);
    }
  }

  function offered(o: Order): Tech[] {
    return (techs ?? []).filter((t) => canTake(t, o.trade));
  }

  async function assign(o: Order) {
    const options = offered(o);
    const picked = options.find((t) => t.id === choice[o.id]) ?? options[0];
    if (!picked) return;
    setBusy(true);
    try {
      const read = await callTool<{ evidence_token: string }>("get_work_order", { work_order_id: o.id });
      await callTool("assign_technician", {
        work_order_id: o.id,
        technician_id: picked.id,
        evidence_token: read.evidence_token,
      });
      setMessage(`${o.id} assigned to ${picked.name}`);
    } catch (e) {
      setMessage(`Not assigned: ${errorText(e)}`);
    }
    try {
      await loadAll();
    } finally {
      setBusy(false);
    }
  }

  const overdue = (open ?? []).filter((o) => o.overdue).length;

  return (
    <main className="board">
      <header className="top">
        <h1>Dispatch board</h1>
        <button type="button" onClick={refresh} disabled={busy}>
          Refresh
        </button>
      </header>

      {message && (
        <div className="message" role="status">
          <p>{message}</p>
        </div>
      )}

      <section className="panel" aria-labelledby="unassigned-h">
        <h2 id="unassigned-h">Unassigned</h2>
        {open === null ? (
          <p>Loading work orders…</p>
        ) : (
          <>
            <p className="summary">
              {open.length} unassigned, {overdue} overdue
            </p>
            <table>
              <thead>
                <tr>
                  <th>Work order</th>
                  <th>Asset</th>
                  <th>Title</th>
                  <th>Priority</th>
                  <th>Trade</th>
                  <th>Due</th>
                  <th>Flag</th>
                  <th>Dispatch</th>
                </tr>
              </thead>
              <tbody>
                {open.map((o) => {
                  const options = offered(o);
                  const chosen = options.find((t) => t.id === choice[o.id]) ?? options[0];
                  return (
                    <tr key={o.id}>
                      <td>{o.id}</td>
                      <td>{o.asset_name}</td>
                      <td>{o.title}</td>
                      <td>{o.priority}</td>
                      <td>{o.trade}</td>
                      <td>{dueText(o.due_at)}</td>
                      <td>{o.overdue ? <span className="flag">Overdue</span> : ""}</td>
                      <td>
                        {options.length === 0 ? (
                          <span className="none">No free {o.trade} technician</span>
                        ) : (
                          <span className="dispatch">
                            <select
                              aria-label="Technician"
                              value={chosen ? chosen.id : ""}
                              onChange={(e) => setChoice((c) => ({ ...c, [o.id]: e.target.value }))}
                            >
                              {options.map((t) => (
                                <option key={t.id} value={t.id}>
                                  {t.name} ({t.capacity_left} free)
                                </option>
                              ))}
                            </select>
                            <button type="button" onClick={() => assign(o)} disabled={busy}>
                              Assign
                            </button>
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section className="panel" aria-labelledby="techs-h">
        <h2 id="techs-h">Technicians</h2>
        {techs === null ? (
          <p>Loading technicians…</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Name</th>
                <th>Skills</th>
                <th>Load</th>
                <th>State</th>
              </tr>
            </thead>
            <tbody>
              {techs.map((t) => (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  <td>{t.skills.join(", ")}</td>
                  <td>
                    {t.open_assignments} of {t.max_open}
                  </td>
                  <td>{stateText(t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
