import { useCallback, useEffect, useRef, useState } from 'react';
import './app.css';
import { describeError, loadAgentQueue, loadSnapshot } from './helpdesk';
import type { Agent, Snapshot, TicketRow } from './helpdesk';
import QueueHealth from './QueueHealth';
import Workload from './Workload';
import AgentTickets from './AgentTickets';
import Reassign from './Reassign';

export default function App() {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState('');
  const [team, setTeam] = useState('');
  const [focus, setFocus] = useState<Agent | null>(null);
  const [focusTickets, setFocusTickets] = useState<TicketRow[] | null>(null);
  const [focusError, setFocusError] = useState('');
  const focusRef = useRef<Agent | null>(null);

  const readFocus = useCallback(async (agent: Agent) => {
    try {
      const rows = await loadAgentQueue(agent.id);
      if (focusRef.current?.id === agent.id) {
        setFocusTickets(rows);
        setFocusError('');
      }
    } catch (err) {
      if (focusRef.current?.id === agent.id) setFocusError(describeError(err));
    }
  }, []);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      setSnapshot(await loadSnapshot());
      setFailure('');
    } catch (err) {
      setFailure(describeError(err));
    }
    if (focusRef.current) await readFocus(focusRef.current);
    setLoading(false);
  }, [readFocus]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const pickAgent = (agent: Agent) => {
    focusRef.current = agent;
    setFocus(agent);
    setFocusTickets(null);
    setFocusError('');
    void readFocus(agent);
  };

  const closeFocus = () => {
    focusRef.current = null;
    setFocus(null);
    setFocusTickets(null);
  };

  return (
    <div className="shell">
      <header className="topbar">
        <h1>Team lead dashboard</h1>
        <button type="button" className="btn" onClick={() => void refresh()} disabled={loading}>
          Refresh
        </button>
      </header>
      {failure && <p role="alert" className="notice notice-bad">{failure}</p>}
      <main className="layout">
        <QueueHealth stats={snapshot?.stats ?? null} />
        <Workload
          agents={snapshot?.agents ?? []}
          tickets={snapshot?.tickets ?? []}
          team={team}
          onTeamChange={setTeam}
          onPickAgent={pickAgent}
        />
        {focus && (
          <AgentTickets agent={focus} tickets={focusTickets} error={focusError} onClose={closeFocus} />
        )}
        <Reassign agents={snapshot?.agents ?? []} onChanged={refresh} />
      </main>
    </div>
  );
}
