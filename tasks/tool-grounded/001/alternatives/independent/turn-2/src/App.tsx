import { useCallback, useEffect, useMemo, useState } from "react";
import TicketPanel from "./TicketPanel";
import {
  errorText,
  fetchAgents,
  fetchAllTickets,
  readTicket,
  writeStatus,
  type Agent,
  type FullTicket,
  type QueueRow,
  type TicketStatus,
} from "./helpdesk";
import "./app.css";

function isActive(row: QueueRow) {
  return row.status === "open" || row.status === "pending";
}

export default function App() {
  const [rows, setRows] = useState<QueueRow[]>([]);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [current, setCurrent] = useState<FullTicket | null>(null);
  const [idInput, setIdInput] = useState("");
  const [busy, setBusy] = useState(false);

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
    try {
      await writeStatus(id, status);
    } catch (err) {
      setProblem(errorText(err));
    }
    await afterWrite(id).catch(() => null);
    setBusy(false);
  }

  const viewRows = useMemo(() => rows.filter(isActive).sort((a, b) => (a.id < b.id ? -1 : 1)), [rows]);
  const visible = viewRows;

  return (
    <div className="shell">
      <header className="top">
        <h1>Triage queue</h1>
        <span className="sub">Live view of the shared support inbox</span>
      </header>

      <div className="bar">
        <span className="stat">
          {visible.length} active tickets
        </span>
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


      {problem && (
        <div role="alert" className="problem">
          {problem}
        </div>
      )}

      <div className="columns">
        <table className="queue">
          <thead>
            <tr>
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
                <td colSpan={6} className="hint">
                  No active tickets right now.
                </td>
              </tr>
            )}
            {visible.map((r) => (
              <tr key={r.id}>
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
        <TicketPanel ticket={current} agents={agents} busy={busy} onStatus={changeStatus} />
      </div>

    </div>
  );
}
