import { useEffect, useMemo, useState } from 'react';
import {
  AgentInfo,
  FullTicket,
  STATUS_ORDER,
  TicketSummary,
  byId,
  getTicket,
  loadAgents,
  loadAllTickets,
  messageOf,
  postComment,
} from './desk';
import Conversation from './Conversation';
import TicketTable from './TicketTable';
import './styles.css';

const LABEL: Record<string, string> = { open: 'Open', pending: 'Pending', resolved: 'Resolved', closed: 'Closed' };

export default function App() {
  const [tickets, setTickets] = useState<TicketSummary[] | null>(null);
  const [agents, setAgents] = useState<AgentInfo[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<FullTicket | null>(null);
  const [convoBusy, setConvoBusy] = useState(false);
  const [convoError, setConvoError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([loadAllTickets(), loadAgents()])
      .then(([rows, people]) => {
        if (!live) return;
        setTickets(rows);
        setAgents(people);
      })
      .catch((err) => live && setFailure(messageOf(err)));
    return () => {
      live = false;
    };
  }, []);

  const customers = useMemo(() => {
    const names = new Set((tickets ?? []).map((t) => t.customer));
    return [...names].sort((a, b) => a.localeCompare(b, 'en'));
  }, [tickets]);

  const customer = picked !== null && customers.includes(picked) ? picked : customers[0] ?? '';
  const mine = (tickets ?? []).filter((t) => t.customer === customer).sort(byId);
  const counts = STATUS_ORDER.map((s) => `${LABEL[s]}: ${mine.filter((t) => t.status === s).length}`).join(' · ');

  const agentName = (id: string | null) => {
    if (!id) return 'Unassigned';
    const hit = agents.find((a) => a.id === id);
    return hit ? hit.name : id;
  };

  const openTicket = async (id: string) => {
    setConvoBusy(true);
    setConvoError(null);
    try {
      setOpen((await getTicket(id)).ticket);
    } catch (err) {
      setConvoError(messageOf(err));
    } finally {
      setConvoBusy(false);
    }
  };

  const comment = async (body: string, internal: boolean): Promise<boolean> => {
    if (!open) return false;
    setConvoBusy(true);
    setConvoError(null);
    try {
      await postComment(open.id, body, internal);
    } catch (err) {
      setConvoError(messageOf(err));
      setConvoBusy(false);
      return false;
    }
    try {
      setOpen((await getTicket(open.id)).ticket);
    } catch (err) {
      setConvoError(messageOf(err));
    }
    setConvoBusy(false);
    return true;
  };

  const switchCustomer = (name: string) => {
    setPicked(name);
    setOpen(null);
    setConvoError(null);
  };

  return (
    <div className="page">
      <header className="topbar">
        <h1>Customer accounts</h1>
        <div className="picker">
          <label htmlFor="customer-select">Customer</label>
          <select
            id="customer-select"
            value={customer}
            onChange={(e) => switchCustomer(e.target.value)}
            disabled={customers.length === 0}
          >
            {customers.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </header>

      {failure && (
        <p className="error" role="alert">
          {failure}
        </p>
      )}

      {tickets === null ? (
        !failure && <p className="muted">Loading the helpdesk…</p>
      ) : (
        <div className="columns">
          <div className="account">
            <h2>{customer}</h2>
            <p className="counts">{counts}</p>
            <TicketTable tickets={mine} agentName={agentName} openId={open?.id ?? null} onOpen={(id) => void openTicket(id)} />
          </div>
          <div className="side">
            {open ? (
              <Conversation key={open.id} ticket={open} busy={convoBusy} error={convoError} onComment={comment} />
            ) : (
              <div className="placeholder-card">
                {convoError ? (
                  <p className="error" role="alert">
                    {convoError}
                  </p>
                ) : (
                  <p className="muted">Open a ticket id to read its conversation.</p>
                )}
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
