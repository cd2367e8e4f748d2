import { useEffect, useMemo, useRef, useState } from 'react';
import {
  AgentInfo,
  FullTicket,
  STATUS_ORDER,
  SlaPolicy,
  TicketSummary,
  byId,
  getTicket,
  loadAgents,
  loadAllTickets,
  loadPendingTickets,
  loadSlaPolicy,
  messageOf,
  openNewTicket,
  postComment,
  Priority,
  saveStatus,
  Status,
} from './desk';
import Conversation from './Conversation';
import NewTicket from './NewTicket';
import SlaTargets from './SlaTargets';
import { deadlineFor } from './sla';
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
  const [policy, setPolicy] = useState<SlaPolicy | null>(null);
  const [policyError, setPolicyError] = useState<string | null>(null);
  // created_at is not part of list_tickets, so each ticket is read once for its opening time.
  const [openedAt, setOpenedAt] = useState<Record<string, string>>({});
  const requested = useRef(new Set<string>());
  const [unreadable, setUnreadable] = useState<Set<string>>(() => new Set());
  const [now, setNow] = useState(() => Date.now());
  const [customerView, setCustomerView] = useState(false);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [bulkError, setBulkError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([loadAllTickets(), loadAgents()])
      .then(([rows, people]) => {
        if (!live) return;
        setTickets(rows);
        setAgents(people);
      })
      .catch((err) => live && setFailure(messageOf(err)));
    loadSlaPolicy()
      .then((p) => live && setPolicy(p))
      .catch((err) => live && setPolicyError(messageOf(err)));
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);

  const customers = useMemo(() => {
    const names = new Set((tickets ?? []).map((t) => t.customer));
    return [...names].sort((a, b) => a.localeCompare(b, 'en'));
  }, [tickets]);

  const customer = picked !== null && customers.includes(picked) ? picked : customers[0] ?? '';
  const mine = (tickets ?? []).filter((t) => t.customer === customer).sort(byId);
  const counts = STATUS_ORDER.map((s) => `${LABEL[s]}: ${mine.filter((t) => t.status === s).length}`).join(' · ');

  const missing = mine.filter((t) => !(t.id in openedAt) && !requested.current.has(t.id)).map((t) => t.id);
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!missingKey) return;
    const ids = missingKey.split(',');
    ids.forEach((id) => requested.current.add(id));
    Promise.all(
      ids.map((id) =>
        getTicket(id).then(
          (r) => ({ id, created: r.ticket.created_at as string | null }),
          () => ({ id, created: null }),
        ),
      ),
    ).then((results) => {
      const found: Record<string, string> = {};
      const failed: string[] = [];
      for (const r of results) {
        if (r.created) found[r.id] = r.created;
        else failed.push(r.id);
      }
      setOpenedAt((prev) => ({ ...prev, ...found }));
      if (failed.length) setUnreadable((prev) => new Set([...prev, ...failed]));
    });
  }, [missingKey]);

  const deadlineOf = (t: TicketSummary) => {
    if (t.status !== 'open' && t.status !== 'pending') return null;
    const created = openedAt[t.id];
    if (!created || !policy) return undefined;
    return deadlineFor(t.status, t.priority, created, policy, now);
  };
  const overdue = mine.filter((t) => deadlineOf(t)?.overdue).length;
  // Show figures only once every ticket's opening time is known, so "Overdue: N" is never a partial count.
  const ready = (policy !== null || policyError !== null) && mine.every((t) => t.id in openedAt || unreadable.has(t.id));

  const agentName = (id: string | null) => {
    if (!id) return 'Unassigned';
    const hit = agents.find((a) => a.id === id);
    return hit ? hit.name : id;
  };

  const showTicket = (t: FullTicket) => {
    setOpen(t);
    setOpenedAt((prev) => (prev[t.id] === t.created_at ? prev : { ...prev, [t.id]: t.created_at }));
  };

  const openTicket = async (id: string) => {
    setConvoBusy(true);
    setConvoError(null);
    try {
      showTicket((await getTicket(id)).ticket);
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
      showTicket((await getTicket(open.id)).ticket);
    } catch (err) {
      setConvoError(messageOf(err));
    }
    setConvoBusy(false);
    return true;
  };

  const reloadTable = async () => {
    try {
      setTickets(await loadAllTickets());
    } catch (err) {
      setFailure(messageOf(err));
    }
  };

  const changeStatus = async (status: Status) => {
    if (!open) return;
    const id = open.id;
    setConvoBusy(true);
    let problem: string | null = null;
    try {
      await saveStatus(id, status);
    } catch (err) {
      problem = messageOf(err);
    }
    try {
      showTicket((await getTicket(id)).ticket);
    } catch (err) {
      problem = problem ?? messageOf(err);
    }
    setConvoError(problem);
    await reloadTable();
    setConvoBusy(false);
  };

  const sendAndResolve = async (body: string): Promise<boolean> => {
    if (!open) return false;
    const id = open.id;
    setConvoBusy(true);
    setConvoError(null);
    try {
      await postComment(id, body, false);
    } catch (err) {
      setConvoError(messageOf(err));
      setConvoBusy(false);
      return false;
    }
    // The reply bumped the ticket's version; saveStatus reads it again for a current token.
    let problem: string | null = null;
    try {
      await saveStatus(id, 'resolved');
    } catch (err) {
      problem = messageOf(err);
    }
    try {
      showTicket((await getTicket(id)).ticket);
    } catch (err) {
      problem = problem ?? messageOf(err);
    }
    setConvoError(problem);
    await reloadTable();
    setConvoBusy(false);
    return true;
  };

  const resolveAllPending = async () => {
    const who = customer;
    setBulkBusy(true);
    setBulkError(null);
    const refusals: string[] = [];
    let targets: string[] = [];
    try {
      targets = (await loadPendingTickets()).filter((t) => t.customer === who).map((t) => t.id);
    } catch (err) {
      refusals.push(messageOf(err));
    }
    for (const id of targets) {
      try {
        await saveStatus(id, 'resolved');
      } catch (err) {
        refusals.push(messageOf(err));
      }
    }
    await reloadTable();
    if (open && targets.includes(open.id)) {
      try {
        showTicket((await getTicket(open.id)).ticket);
      } catch {
        /* keep the last read */
      }
    }
    setBulkError(refusals.length ? refusals.join(' ') : null);
    setBulkBusy(false);
  };

  const createTicket = async (subject: string, priority: Priority): Promise<string | null> => {
    let created: FullTicket;
    try {
      created = await openNewTicket(subject, customer, priority);
    } catch (err) {
      return messageOf(err);
    }
    setOpenedAt((prev) => ({ ...prev, [created.id]: created.created_at }));
    await reloadTable();
    await openTicket(created.id);
    return null;
  };

  const switchCustomer = (name: string) => {
    setPicked(name);
    setBulkError(null);
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
            {ready ? (
              <>
                <div className="summary">
                  <p className="counts">{counts}</p>
                  <p className="overdue-count">{`Overdue: ${overdue}`}</p>
                  <button type="button" className="secondary" disabled={bulkBusy} onClick={() => void resolveAllPending()}>
                    Resolve all pending
                  </button>
                </div>
                {bulkError && (
                  <p className="error" role="alert">
                    {bulkError}
                  </p>
                )}
                <TicketTable
                  tickets={mine}
                  agentName={agentName}
                  openId={open?.id ?? null}
                  onOpen={(id) => void openTicket(id)}
                  deadlineOf={deadlineOf}
                />
              </>
            ) : (
              <p className="muted">Reading ticket details…</p>
            )}
            <NewTicket customer={customer} onCreate={createTicket} />
            <SlaTargets policy={policy} error={policyError} />
          </div>
          <div className="side">
            {open ? (
              <Conversation
                key={open.id}
                ticket={open}
                busy={convoBusy}
                targetHours={policy?.[open.priority]}
                error={convoError}
                onComment={comment}
                onStatus={(s) => void changeStatus(s)}
                onSendAndResolve={sendAndResolve}
                customerView={customerView}
                onCustomerView={setCustomerView}
              />
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
