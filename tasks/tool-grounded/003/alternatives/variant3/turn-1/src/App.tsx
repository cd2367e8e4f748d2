import { useCallback, useEffect, useState } from 'react';
import './app.css';
import { describeError, loadSnapshot } from './helpdesk';
import type { Snapshot } from './helpdesk';
import QueueHealth from './QueueHealth';
import Workload from './Workload';

export default function App() {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState('');

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      setSnapshot(await loadSnapshot());
      setFailure('');
    } catch (err) {
      setFailure(describeError(err));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

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
        <Workload agents={snapshot?.agents ?? []} tickets={snapshot?.tickets ?? []} />
      </main>
    </div>
  );
}
