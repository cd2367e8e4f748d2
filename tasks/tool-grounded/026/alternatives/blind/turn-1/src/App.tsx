import { useEffect, useRef, useState } from "react";
import "./styles.css";
import { errorText, readSnapshot, type Snapshot } from "./api";
import { PRIORITIES, RESOLVE_HOURS, buildWatch, formatTime, parseNow, type WatchRow } from "./desk";

const START_NOW = "2026-03-02 09:00";
const NOW_MESSAGE = "Write Now as YYYY-MM-DD HH:MM";

export default function App() {
  const [nowText, setNowText] = useState(START_NOW);
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const [rows, setRows] = useState<WatchRow[] | null>(null);
  const [nowMessage, setNowMessage] = useState("");
  const [loadError, setLoadError] = useState("");
  const [loading, setLoading] = useState(false);
  const appliedNow = useRef<number>(parseNow(START_NOW) ?? 0);
  const loadSeq = useRef(0);

  const refreshWatch = async (now: number) => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const snap = await readSnapshot();
      if (seq !== loadSeq.current) return;
      appliedNow.current = now;
      setSnapshot(snap);
      setRows(buildWatch(snap.tickets, snap.policy, now));
      setLoadError("");
    } catch (err) {
      if (seq === loadSeq.current) setLoadError(`Refused: ${errorText(err)}`);
    } finally {
      if (seq === loadSeq.current) setLoading(false);
    }
  };

  useEffect(() => {
    void refreshWatch(appliedNow.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const recalculate = () => {
    const now = parseNow(nowText);
    if (now === null) {
      setNowMessage(NOW_MESSAGE);
      return;
    }
    setNowMessage("");
    void refreshWatch(now);
  };

  const agentName = (id: string | null | undefined) => {
    if (!id) return "Unassigned";
    return snapshot?.agents.find((a) => a.id === id)?.name ?? id;
  };

  const breached = rows?.filter((r) => r.state === "Breached").length ?? 0;
  const atRisk = rows?.filter((r) => r.state === "At risk").length ?? 0;

  return (
    <main className="desk">
      <h1>Deadline watch</h1>

      <div className="now-bar">
        <div className="field">
          <label htmlFor="now-input">Now</label>
          <input
            id="now-input"
            type="text"
            value={nowText}
            onChange={(e) => setNowText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") recalculate();
            }}
          />
        </div>
        <button type="button" onClick={recalculate}>
          Recalculate
        </button>
        <span className="hint">All times are UTC.</span>
      </div>
      {nowMessage && (
        <p className="error" role="alert">
          {nowMessage}
        </p>
      )}

      <section className="panel" aria-labelledby="targets-heading">
        <h2 id="targets-heading">Targets</h2>
        {snapshot ? (
          <ul className="plain">
            {PRIORITIES.map((p) => (
              <li key={p}>
                {p}: reply {snapshot.policy[p] ?? "?"} h · resolve {RESOLVE_HOURS[p]} h
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Reading the SLA policy…</p>
        )}
      </section>

      <section className="panel" aria-labelledby="watch-heading">
        <h2 id="watch-heading">Watch list</h2>
        {loadError && (
          <p className="error" role="alert">
            {loadError}
          </p>
        )}
        {rows === null ? (
          <p className="muted">{loading ? "Reading the helpdesk…" : ""}</p>
        ) : (
          <>
            <p className="counts">
              {breached} breached · {atRisk} at risk
            </p>
            {rows.length === 0 ? (
              <p className="muted">Nothing to watch</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Priority</th>
                    <th scope="col">Assignee</th>
                    <th scope="col">Reply due</th>
                    <th scope="col">Resolve due</th>
                    <th scope="col">State</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.ticket.id}>
                      <td>{r.ticket.id}</td>
                      <td>{r.ticket.subject}</td>
                      <td>{r.ticket.priority}</td>
                      <td>{agentName(r.ticket.assignee)}</td>
                      <td>{r.answered ? "Answered" : formatTime(r.replyDue)}</td>
                      <td>{formatTime(r.resolveDue)}</td>
                      <td>
                        <span className={r.state === "Breached" ? "badge breached" : "badge risk"}>{r.state}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </section>
    </main>
  );
}
