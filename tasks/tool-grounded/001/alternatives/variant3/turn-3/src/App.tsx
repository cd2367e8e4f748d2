import { useCallback, useEffect, useState } from 'react';
import {
  Agent,
  Status,
  Ticket,
  TicketRow,
  assignTo,
  errorText,
  fetchAgents,
  fetchTickets,
  readTicket,
  setStatus,
} from './helpdesk';
import TicketPanel from './TicketPanel';
import './app.css';

const ACTIVE = new Set(['open', 'pending']);

export default function App() {
  const [tickets, setTickets] = useState<TicketRow[] | null>(null);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [detail, setDetail] = useState<Ticket | null>(null);
  const [detailBusy, setDetailBusy] = useState(false);
  const [detailError, setDetailError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    setBusy(true);
    try {
      const [rows, people] = await Promise.all([fetchTickets(), fetchAgents()]);
      setTickets(rows);
      setAgents(people);
      setProblem(null);
    } catch (err) {
      setProblem(errorText(err));
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const nameOf = (id: string | null) => {
    if (!id) return 'Unassigned';
    return agents.find((a) => a.id === id)?.name ?? id;
  };

  const openTicket = async (ticketId: string) => {
    setDetailBusy(true);
    setDetailError(null);
    try {
      const read = await readTicket(ticketId);
      setDetail(read.ticket);
    } catch (err) {
      setDetail(null);
      setDetailError(errorText(err));
    } finally {
      setDetailBusy(false);
    }
  };

  const runChange = async (write: (id: string) => Promise<void>) => {
    if (!detail) return;
    const id = detail.id;
    setDetailBusy(true);
    let failure: string | null = null;
    try {
      await write(id);
    } catch (err) {
      failure = errorText(err);
    }
    // Whatever happened, show what the helpdesk now reports.
    try {
      const read = await readTicket(id);
      setDetail(read.ticket);
    } catch (err) {
      failure = failure ?? errorText(err);
    }
    setDetailError(failure);
    setDetailBusy(false);
    await reload();
  };

  const changeStatus = (status: Status) => runChange((id) => setStatus(id, status));
  const assign = (agentId: string) => runChange((id) => assignTo(id, agentId));

  const active = (tickets ?? []).filter((t) => ACTIVE.has(t.status));
  const unowned = active.filter((t) => !t.assignee).length;

  return (
    <div className="shell">
      <header className="masthead">
        <h1>Triage queue</h1>
      </header>
      <div className="layout">
        <main className="queue-area">
          <div className="toolbar">
            <p className="tally">
              {tickets === null ? 'Loading tickets…' : `${active.length} active ${active.length === 1 ? 'ticket' : 'tickets'}`}
            </p>
            {tickets !== null && <p className="tally secondary">{`Unassigned: ${unowned}`}</p>}
            <button type="button" className="ghost" onClick={() => void reload()} disabled={busy}>
              Refresh
            </button>
          </div>
          {problem && (
            <p role="alert" className="problem">
              {problem}
            </p>
          )}
          <table className="queue">
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Subject</th>
                <th scope="col">Customer</th>
                <th scope="col">Priority</th>
                <th scope="col">Status</th>
                <th scope="col">Assignee</th>
              </tr>
            </thead>
            <tbody>
              {active.map((t) => (
                <tr key={t.id} className={detail?.id === t.id ? 'current' : undefined}>
                  <td>
                    <button type="button" className="link mono" onClick={() => void openTicket(t.id)}>
                      {t.id}
                    </button>
                  </td>
                  <td>{t.subject}</td>
                  <td>{t.customer}</td>
                  <td>
                    <span className={`pill prio-${t.priority}`}>{t.priority}</span>
                  </td>
                  <td>{t.status}</td>
                  <td>{nameOf(t.assignee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </main>
        <aside className="side">
          <TicketPanel
            ticket={detail}
            error={detailError}
            loading={detailBusy}
            nameOf={nameOf}
            agents={agents}
            onOpen={(id) => void openTicket(id)}
            onStatus={(s) => void changeStatus(s)}
            onAssign={(a) => void assign(a)}
          />
        </aside>
      </div>
    </div>
  );
}
