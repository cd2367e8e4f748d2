import QueueHealth from "./QueueHealth";
import Workload from "./Workload";
import { useDashboard } from "./useDashboard";
import "./dashboard.css";

export default function App() {
  const { snapshot, loading, error, reload } = useDashboard();

  return (
    <main className="dash">
      <div className="topbar">
        <h1>Team lead dashboard</h1>
        <button type="button" onClick={() => void reload()} disabled={loading}>
          Refresh
        </button>
        <span className="quiet" aria-live="polite">
          {loading ? "Loading from the helpdesk…" : ""}
        </span>
      </div>

      {error && (
        <div role="alert" className="banner-error">
          The helpdesk could not be read: {error}
        </div>
      )}

      <div className="columns">
        <QueueHealth stats={snapshot?.stats ?? null} />
        <Workload agents={snapshot?.agents ?? null} live={snapshot?.live ?? []} />
      </div>
    </main>
  );
}
