import { useState } from "react";
import AgentTickets from "./AgentTickets";
import Handover from "./Handover";
import QueueHealth from "./QueueHealth";
import Reassign from "./Reassign";
import Workload from "./Workload";
import { useDashboard } from "./useDashboard";
import "./dashboard.css";

export default function App() {
  const { snapshot, loading, error, reload } = useDashboard();
  const [team, setTeam] = useState("");
  const [focusId, setFocusId] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);

  /** Reloads the whole dashboard, including any open "Tickets for …" list. */
  async function refreshAll() {
    setRefreshKey((k) => k + 1);
    await reload();
  }

  const focusAgent = snapshot?.agents.find((a) => a.id === focusId) ?? null;

  return (
    <main className="dash">
      <div className="topbar">
        <h1>Team lead dashboard</h1>
        <button type="button" onClick={() => void refreshAll()} disabled={loading}>
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
        <div className="stack">
          <QueueHealth stats={snapshot?.stats ?? null} />
          <Reassign agents={snapshot?.agents ?? []} onReassigned={refreshAll} />
          {snapshot && <Handover agents={snapshot.agents} live={snapshot.live} onHandedOver={refreshAll} />}
        </div>
        <div className="stack">
          <Workload
            agents={snapshot?.agents ?? null}
            live={snapshot?.live ?? []}
            team={team}
            onTeam={setTeam}
            onPickAgent={setFocusId}
          />
          {focusAgent && (
            <AgentTickets agent={focusAgent} refreshKey={refreshKey} onClose={() => setFocusId(null)} />
          )}
        </div>
      </div>
    </main>
  );
}
