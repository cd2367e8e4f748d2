import { useCallback, useEffect, useState } from 'react';
import {
  Agent,
  Priority,
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
import QueueTable from './QueueTable';
import TicketPanel from './TicketPanel';
import './app.css';

const ACTIVE = new Set(['open', 'pending']);
const PRIORITY_CHOICES: Array<Priority | 'all'> = ['all', 'urgent', 'high', 'normal', 'low'];

export default function App() {
  const [tickets, setTickets] = useState<TicketRow[] | null>(null);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [detail, setDetail] = useState<Ticket | null>(null);
  const [detailBusy, setDetailBusy] = useState(false);
  const [detailError, setDetailError] = useState<string | null>(null);
  const [priority, setPriority] = useState<Priority | 'all'>('all');
  const [onlyUnowned, setOnlyUnowned] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());

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
  const visible = active.filter(
    (t) => (priority === 'all' || t.priority === priority) && (!onlyUnowned || !t.assignee),
  );
  const chosen = visible.filter((t) => selected.has(t.id)).map((t) => t.id);

  const toggle = (id: string, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const markPending = async () => {
    if (chosen.length === 0) return;
    setBusy(true);
    const failures: string[] = [];
    for (const id of chosen) {
      try {
        await setStatus(id, 'pending');
      } catch (err) {
        failures.push(errorText(err));
      }
    }
    setSelected(new Set());
    if (detail && chosen.includes(detail.id)) {
      try {
        setDetail((await readTicket(detail.id)).ticket);
      } catch {
        /* the panel keeps its last read */
      }
    }
    await reload();
    if (failures.length) setProblem(failures.join(' '));
  };

  return (
    <div className="shell">
      <header className="masthead">
        <h1>Triage queue</h1>
      </header>
      <div className="layout">
        <main className="queue-area">
          <div className="toolbar">
            <p className="tally">
              {tickets === null ? 'Loading tickets…' : `Showing ${visible.length} of ${active.length} active tickets`}
            </p>
            {tickets !== null && <p className="tally secondary">{`Unassigned: ${unowned}`}</p>}
            <button type="button" className="ghost" onClick={() => void reload()} disabled={busy}>
              Refresh
            </button>
          </div>
          <div className="filters">
            <span className="field">
              <label htmlFor="priority-filter">Priority</label>
              <select id="priority-filter" value={priority} onChange={(e) => setPriority(e.target.value as Priority | 'all')}>
                {PRIORITY_CHOICES.map((p) => (
                  <option key={p} value={p}>
                    {p === 'all' ? 'All' : p}
                  </option>
                ))}
              </select>
            </span>
            <label className="check">
              <input type="checkbox" checked={onlyUnowned} onChange={(e) => setOnlyUnowned(e.target.checked)} />
              Unassigned only
            </label>
            <button type="button" className="bulk" disabled={busy || chosen.length === 0} onClick={() => void markPending()}>
              Mark selected pending
            </button>
          </div>
          {problem && (
            <p role="alert" className="problem">
              {problem}
            </p>
          )}
          <QueueTable
            rows={visible}
            currentId={detail?.id ?? null}
            selected={selected}
            nameOf={nameOf}
            onToggle={toggle}
            onOpen={(id) => void openTicket(id)}
          />
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
