import { useCallback, useEffect, useMemo, useState } from "react";
import TicketPanel from "./TicketPanel";
import {
  errorText,
  fetchAgents,
  fetchAllTickets,
  readTicket,
  writeAssignee,
  writeStatus,
  type Agent,
  type FullTicket,
  type QueueRow,
  type TicketStatus,
} from "./helpdesk";
import "./app.css";

type View = "active" | TicketStatus;
const VIEW_OPTIONS: { value: View; label: string }[] = [
  { value: "active", label: "Active" },
  { value: "open", label: "Open" },
  { value: "pending", label: "Pending" },
  { value: "resolved", label: "Resolved" },
  { value: "closed", label: "Closed" },
];

function inView(row: QueueRow, view: View) {
  return view === "active" ? row.status === "open" || row.status === "pending" : row.status === view;
}

export default function App() {
  const [rows, setRows] = useState<QueueRow[]>([]);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [current, setCurrent] = useState<FullTicket | null>(null);
  const [idInput, setIdInput] = useState("");
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<View>("active");
  const [prio, setPrio] = useState("any");
  const [unownedOnly, setUnownedOnly] = useState(false);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [history, setHistory] = useState<string[]>([]);

  const remember = (entry: string) => setHistory((h) => [entry, ...h]);

  const reloadQueue = useCallback(async () => {
    try {
      setRows(await fetchAllTickets());
    } catch (err) {
      setProblem(errorText(err));
    }
  }, []);

  useEffect(() => {
    reloadQueue();
    fetchAgents()
      .then(setAgents)
      .catch((err) => setProblem(errorText(err)));
  }, [reloadQueue]);

  const agentLabel = (id: string | null) => (id ? agents.find((a) => a.id === id)?.name ?? id : "Unassigned");

  async function show(id: string) {
    setProblem(null);
    try {
      setCurrent((await readTicket(id)).ticket);
    } catch (err) {
      setProblem(errorText(err));
    }
  }

  async function afterWrite(id: string) {
    const { ticket } = await readTicket(id);
    setCurrent(ticket);
    await reloadQueue();
    return ticket;
  }

  async function changeStatus(status: TicketStatus) {
    if (!current) return;
    const id = current.id;
    setBusy(true);
    setProblem(null);
    let ok = true;
    try {
      await writeStatus(id, status);
    } catch (err) {
      ok = false;
      setProblem(errorText(err));
    }
    const fresh = await afterWrite(id).catch(() => null);
    if (ok && fresh) remember(`${id}: status ${fresh.status}`);
    setBusy(false);
  }

  async function assign(agentId: string) {
    if (!current) return;
    const id = current.id;
    setBusy(true);
    setProblem(null);
    let ok = true;
    try {
      await writeAssignee(id, agentId);
    } catch (err) {
      ok = false;
      setProblem(errorText(err));
    }
    const fresh = await afterWrite(id).catch(() => null);
    if (ok && fresh) remember(`${id}: assigned to ${agentLabel(fresh.assignee)}`);
    setBusy(false);
  }

  async function bulkPending() {
    const ids = [...picked].sort();
    setBusy(true);
    setProblem(null);
    const results = await Promise.allSettled(ids.map((id) => writeStatus(id, "pending")));
    const refused: string[] = [];
    results.forEach((r, i) => {
      if (r.status === "fulfilled") remember(`${ids[i]}: status pending`);
      else refused.push(`${ids[i]} (${errorText(r.reason)})`);
    });
    if (refused.length) setProblem(`Not changed: ${refused.join(", ")}`);
    setPicked(new Set());
    await reloadQueue();
    if (current && ids.includes(current.id)) await show(current.id);
    setBusy(false);
  }

  const viewRows = useMemo(
    () => rows.filter((r) => inView(r, view)).sort((a, b) => (a.id < b.id ? -1 : 1)),
    [rows, view],
  );
  const visible = viewRows.filter((r) => (prio === "any" || r.priority === prio) && (!unownedOnly || !r.assignee));
  const unowned = rows.filter((r) => inView(r, "active") && !r.assignee).length;
  const viewName = VIEW_OPTIONS.find((v) => v.value === view)!.label.toLowerCase();

  return (
    <div className="shell">
      <header className="top">
        <h1>Triage queue</h1>
        <span className="sub">Live view of the shared support inbox</span>
      </header>

      <div className="bar">
        <span className="stat">
          Showing {visible.length} of {viewRows.length} {viewName} tickets
        </span>
        <span className="stat">Unassigned: {unowned}</span>
        <button type="button" className="ghost" onClick={reloadQueue}>
          Refresh
        </button>
        <span className="spacer" />
        <label htmlFor="lookup">Ticket ID</label>
        <input id="lookup" value={idInput} placeholder="T-0000" onChange={(e) => setIdInput(e.target.value)} />
        <button type="button" onClick={() => idInput.trim() && show(idInput.trim().toUpperCase())}>
          Open ticket
        </button>
      </div>

      <div className="bar">
        <label htmlFor="view">View</label>
        <select id="view" value={view} onChange={(e) => setView(e.target.value as View)}>
          {VIEW_OPTIONS.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
            </option>
          ))}
        </select>
        <label htmlFor="prio">Priority</label>
        <select id="prio" value={prio} onChange={(e) => setPrio(e.target.value)}>
          <option value="any">All</option>
          <option value="urgent">urgent</option>
          <option value="high">high</option>
          <option value="normal">normal</option>
          <option value="low">low</option>
        </select>
        <label className="tick">
          <input type="checkbox" checked={unownedOnly} onChange={(e) => setUnownedOnly(e.target.checked)} />
          Unassigned only
        </label>
        <button type="button" disabled={busy || picked.size === 0} onClick={bulkPending}>
          Mark selected pending
        </button>
      </div>

      {problem && (
        <div role="alert" className="problem">
          {problem}
        </div>
      )}

      <div className="columns">
        <table className="queue">
          <thead>
            <tr>
              <th aria-label="Selection" />
              <th>ID</th>
              <th>Subject</th>
              <th>Customer</th>
              <th>Priority</th>
              <th>Status</th>
              <th>Assignee</th>
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 && (
              <tr>
                <td colSpan={7} className="hint">
                  Nothing matches these filters.
                </td>
              </tr>
            )}
            {visible.map((r) => (
              <tr key={r.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${r.id}`}
                    checked={picked.has(r.id)}
                    onChange={(e) => {
                      const next = new Set(picked);
                      if (e.target.checked) next.add(r.id);
                      else next.delete(r.id);
                      setPicked(next);
                    }}
                  />
                </td>
                <td>
                  <button type="button" className="idlink" onClick={() => show(r.id)}>
                    {r.id}
                  </button>
                </td>
                <td>{r.subject}</td>
                <td>{r.customer}</td>
                <td className={`prio prio-${r.priority}`}>{r.priority}</td>
                <td>{r.status}</td>
                <td>{agentLabel(r.assignee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <TicketPanel ticket={current} agents={agents} busy={busy} onStatus={changeStatus} onAssign={assign} />
      </div>

      <section className="history" aria-labelledby="history-title">
        <h2 id="history-title">Recent changes</h2>
        {history.length ? (
          <ol>
            {history.map((h, i) => (
              <li key={i}>{h}</li>
            ))}
          </ol>
        ) : (
          <p className="hint">No changes yet</p>
        )}
      </section>
    </div>
  );
}
