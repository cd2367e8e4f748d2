import { useCallback, useEffect, useRef, useState } from "react";
import QueueTable from "./QueueTable";
import TicketDetails from "./TicketDetails";
import {
  assignTicketTo,
  errorText,
  fetchAgents,
  fetchTickets,
  isActive,
  readTicket,
  setTicketStatus,
} from "./helpdesk";
import type { Agent, Status, Ticket, TicketRow } from "./helpdesk";
import "./app.css";

export default function App() {
  const [tickets, setTickets] = useState<TicketRow[] | null>(null);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadProblem, setLoadProblem] = useState("");
  const latest = useRef(0);

  const [openId, setOpenId] = useState<string | null>(null);
  const [detail, setDetail] = useState<Ticket | null>(null);
  const [detailLoading, setDetailLoading] = useState(false);
  const [detailAlert, setDetailAlert] = useState("");
  const [busy, setBusy] = useState(false);
  const detailSeq = useRef(0);

  const refreshQueue = useCallback(async () => {
    const ticketNo = ++latest.current;
    setLoading(true);
    try {
      const [live, people] = await Promise.all([fetchTickets(), fetchAgents()]);
      if (ticketNo !== latest.current) return;
      setTickets(live);
      setAgents(people);
      setLoadProblem("");
    } catch (err) {
      if (ticketNo === latest.current) setLoadProblem(errorText(err));
    } finally {
      if (ticketNo === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refreshQueue();
  }, [refreshQueue]);

  /** Reads the ticket from the helpdesk and shows it; returns an error text or "". */
  const loadDetail = useCallback(async (ticketId: string): Promise<string> => {
    const seq = ++detailSeq.current;
    setDetailLoading(true);
    try {
      const { ticket } = await readTicket(ticketId);
      if (seq === detailSeq.current) setDetail(ticket);
      return "";
    } catch (err) {
      if (seq === detailSeq.current) setDetail(null);
      return errorText(err);
    } finally {
      if (seq === detailSeq.current) setDetailLoading(false);
    }
  }, []);

  const openTicket = useCallback(
    async (ticketId: string) => {
      setOpenId(ticketId);
      setDetailAlert("");
      if (detail && detail.id !== ticketId) setDetail(null);
      const problem = await loadDetail(ticketId);
      setDetailAlert(problem);
    },
    [detail, loadDetail],
  );

  /** Runs one write on the opened ticket, then reads the ticket and the queue back. */
  async function applyChange(write: (ticketId: string) => Promise<unknown>) {
    if (!detail) return;
    const ticketId = detail.id;
    setBusy(true);
    setDetailAlert("");
    let problem = "";
    try {
      await write(ticketId);
    } catch (err) {
      problem = errorText(err);
    }
    // Whatever happened, show what the helpdesk now reports.
    const [readProblem] = await Promise.all([loadDetail(ticketId), refreshQueue()]);
    setDetailAlert(problem || readProblem);
    setBusy(false);
  }

  const changeStatus = (status: Status) => applyChange((id) => setTicketStatus(id, status));
  const assignTo = (agentId: string) => applyChange((id) => assignTicketTo(id, agentId));

  const active = (tickets ?? []).filter(isActive);
  const unassigned = active.filter((t) => !t.assignee).length;

  return (
    <main className="page">
      <header className="page-head">
        <h1>Triage queue</h1>
        <p className="lede">Open and pending tickets, read live from the helpdesk.</p>
      </header>

      <div className="workspace">
        <div className="queue-column">
          <div className="queue-bar">
            <strong className="count-line">
              {tickets === null ? "Loading the queue…" : `${active.length} active tickets`}
            </strong>
            {tickets !== null && <span className="chip">Unassigned: {unassigned}</span>}
            <button type="button" onClick={() => void refreshQueue()} disabled={loading}>
              Refresh
            </button>
            {loading && tickets !== null && <span className="muted">Refreshing…</span>}
          </div>

          {loadProblem && (
            <p role="alert" className="alert">
              Could not load the queue: {loadProblem}
            </p>
          )}

          {tickets !== null && (
            <QueueTable rows={active} agents={agents} openId={openId} onOpen={(id) => void openTicket(id)} />
          )}
        </div>

        <TicketDetails
          ticket={detail}
          agents={agents}
          loading={detailLoading}
          busy={busy}
          alert={detailAlert}
          onOpen={(id) => void openTicket(id)}
          onChangeStatus={(s) => void changeStatus(s)}
          onAssign={(id) => void assignTo(id)}
        />
      </div>
    </main>
  );
}
