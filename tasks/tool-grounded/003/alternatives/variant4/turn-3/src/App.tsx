import { useCallback, useEffect, useRef, useState } from 'react';
import { Agent, Snapshot, Ticket, errorText, loadAgentWork, loadSnapshot } from './api';
import QueueHealth from './QueueHealth';
import Workload from './Workload';
import AgentTickets from './AgentTickets';
import ReassignPanel from './ReassignPanel';
import './styles.css';

export default function App() {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [focus, setFocus] = useState<Agent | null>(null);
  const [focusTickets, setFocusTickets] = useState<Ticket[] | null>(null);
  const [focusError, setFocusError] = useState<string | null>(null);
  const focusRef = useRef<Agent | null>(null);

  const loadFocus = useCallback(async (agent: Agent) => {
    try {
      const list = await loadAgentWork(agent.id);
      if (focusRef.current?.id === agent.id) {
        setFocusTickets(list);
        setFocusError(null);
      }
    } catch (err) {
      if (focusRef.current?.id === agent.id) setFocusError(errorText(err));
    }
  }, []);

  const refreshAll = useCallback(async () => {
    setRefreshing(true);
    try {
      setSnapshot(await loadSnapshot());
      setLoadError(null);
    } catch (err) {
      setLoadError(errorText(err));
    }
    const agent = focusRef.current;
    if (agent) await loadFocus(agent);
    setRefreshing(false);
  }, [loadFocus]);

  useEffect(() => {
    void refreshAll();
  }, [refreshAll]);

  const openAgent = (agent: Agent) => {
    focusRef.current = agent;
    setFocus(agent);
    setFocusTickets(null);
    setFocusError(null);
    void loadFocus(agent);
  };

  return (
    <main className="shell">
      <header className="topbar">
        <h1>Team lead dashboard</h1>
        <button type="button" className="ghost" onClick={() => void refreshAll()} disabled={refreshing}>
          Refresh
        </button>
      </header>
      {loadError && (
        <p role="alert" className="error">
          {loadError}
        </p>
      )}
      {!snapshot ? (
        <p className="muted">Loading the helpdesk…</p>
      ) : (
        <div className="columns">
          <div className="column-main">
            <QueueHealth stats={snapshot.stats} />
            <Workload agents={snapshot.agents} tickets={snapshot.tickets} onPick={openAgent} />
            {focus && <AgentTickets agent={focus} tickets={focusTickets} error={focusError} />}
          </div>
          <div className="column-side">
            <ReassignPanel agents={snapshot.agents} onChanged={refreshAll} />
          </div>
        </div>
      )}
    </main>
  );
}
