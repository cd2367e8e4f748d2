import { useCallback, useEffect, useRef, useState } from "react";
import { fetchAgents, fetchLiveTickets, fetchQueueStats, problemText } from "./helpdesk";
import type { Agent, QueueStats, TicketSummary } from "./helpdesk";

export interface Snapshot {
  stats: QueueStats;
  agents: Agent[];
  /** Open and pending tickets. */
  live: TicketSummary[];
}

/** Loads everything the dashboard shows from the helpdesk, in one go. */
export function useDashboard() {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState("");
  const round = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++round.current;
    setLoading(true);
    try {
      const [stats, agents, live] = await Promise.all([fetchQueueStats(), fetchAgents(), fetchLiveTickets()]);
      if (mine !== round.current) return;
      setSnapshot({ stats, agents, live });
      setError("");
    } catch (err) {
      if (mine === round.current) setError(problemText(err));
    } finally {
      if (mine === round.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { snapshot, loading, error, reload };
}
