import { useCallback, useEffect, useState } from 'react';
import { Snapshot, errorText, loadSnapshot } from './api';
import QueueHealth from './QueueHealth';
import Workload from './Workload';
import './styles.css';

export default function App() {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const refreshAll = useCallback(async () => {
    setRefreshing(true);
    try {
      setSnapshot(await loadSnapshot());
      setLoadError(null);
    } catch (err) {
      setLoadError(errorText(err));
    }
    setRefreshing(false);
  }, []);

  useEffect(() => {
    void refreshAll();
  }, [refreshAll]);

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
        <div className="column-main">
          <QueueHealth stats={snapshot.stats} />
          <Workload agents={snapshot.agents} tickets={snapshot.tickets} />
        </div>
      )}
    </main>
  );
}
