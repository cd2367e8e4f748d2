import { useCallback, useEffect, useRef, useState } from "react";
import QueueTable from "./QueueTable";
import { errorText, fetchAgents, fetchTickets, isActive } from "./helpdesk";
import type { Agent, TicketRow } from "./helpdesk";
import "./app.css";

export default function App() {
  const [tickets, setTickets] = useState<TicketRow[] | null>(null);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadProblem, setLoadProblem] = useState("");
  const latest = useRef(0);

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

  const active = (tickets ?? []).filter(isActive);

  return (
    <main className="page">
      <header className="page-head">
        <h1>Triage queue</h1>
        <p className="lede">Open and pending tickets, read live from the helpdesk.</p>
      </header>

      <div className="queue-bar">
        <strong className="count-line">
          {tickets === null ? "Loading the queue…" : `${active.length} active tickets`}
        </strong>
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

      {tickets !== null && <QueueTable rows={active} agents={agents} />}
    </main>
  );
}
