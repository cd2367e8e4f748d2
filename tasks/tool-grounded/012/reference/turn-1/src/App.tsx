import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Status = "open" | "pending" | "resolved" | "closed";
type Summary = {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: Status;
  assignee: string | null;
  updated_at: string;
};
type Agent = { id: string; name: string; team: string; active: boolean };

const LIVE: Status[] = ["open", "pending"];

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function countLine(n: number): string {
  if (n === 0) return "No tickets to hand over";
  return n === 1 ? "1 ticket to hand over" : `${n} tickets to hand over`;
}

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [outgoing, setOutgoing] = useState("");
  const [mine, setMine] = useState<Summary[] | null>(null);
  const [unowned, setUnowned] = useState<Summary[] | null>(null);
  const [loadError, setLoadError] = useState("");


  const mineSeq = useRef(0);

  const activeAgents = agents.filter((a) => a.active);

  async function loadMine(agentId: string) {
    if (!agentId) return;
    const seq = ++mineSeq.current;
    try {
      const res = await callTool<{ tickets: Summary[] }>("list_tickets", { assignee: agentId });
      const rows = res.tickets
        .filter((t) => t.assignee === agentId && LIVE.includes(t.status))
        .sort((a, b) => a.id.localeCompare(b.id));
      if (seq !== mineSeq.current) return;
      setMine(rows);
      setLoadError("");
    } catch (e) {
      if (seq === mineSeq.current) setLoadError(errorText(e));
    }
  }

  async function loadUnowned() {
    try {
      const res = await callTool<{ tickets: Summary[] }>("list_tickets", { assignee: "unassigned" });
      setUnowned(
        res.tickets
          .filter((t) => t.assignee === null && LIVE.includes(t.status))
          .sort((a, b) => a.id.localeCompare(b.id)),
      );
    } catch (e) {
      setLoadError(errorText(e));
    }
  }

  useEffect(() => {
    (async () => {
      try {
        const res = await callTool<{ agents: Agent[] }>("list_agents", {});
        setAgents(res.agents);
        const first = res.agents.find((a) => a.active);
        if (first) {
          setOutgoing(first.id);
          await loadMine(first.id);
        } else {
          setMine([]);
        }
      } catch (e) {
        setLoadError(errorText(e));
      }
    })();
    loadUnowned();
  }, []);

  function chooseOutgoing(id: string) {
    setOutgoing(id);
    loadMine(id);
  }

  function refresh() {
    loadMine(outgoing);
    loadUnowned();
  }

  return (
    <main>
      <h1>Shift handover</h1>
      <div className="toolbar">
        <label>
          Outgoing agent
          <select value={outgoing} onChange={(e) => chooseOutgoing(e.target.value)}>
            {activeAgents.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={refresh}>
          Refresh
        </button>
      </div>
      {loadError && (
        <p className="alert" role="alert">
          {loadError}
        </p>
      )}

      <div className="stack">
          <section className="card" aria-labelledby="mine-heading">
            <h2 id="mine-heading">My open tickets</h2>
            {mine === null ? (
              <p className="muted">Loading…</p>
            ) : (
              <>
                <p className="count">{countLine(mine.length)}</p>
                {mine.length > 0 && (
                  <table>
                    <thead>
                      <tr>
                        <th>ID</th>
                        <th>Subject</th>
                        <th>Customer</th>
                        <th>Priority</th>
                        <th>Status</th>
                      </tr>
                    </thead>
                    <tbody>
                      {mine.map((t) => (
                        <tr key={t.id}>
                          <td>
                            {t.id}
                          </td>
                          <td>{t.subject}</td>
                          <td>{t.customer}</td>
                          <td>{t.priority}</td>
                          <td>{t.status}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </>
            )}
          </section>

          <section className="card" aria-labelledby="unowned-heading">
            <h2 id="unowned-heading">Unowned queue</h2>
            {unowned === null ? (
              <p className="muted">Loading…</p>
            ) : unowned.length === 0 ? (
              <p className="muted">Every open or pending ticket has an owner.</p>
            ) : (
              <ul className="log">
                {unowned.map((t) => (
                  <li key={t.id}>
                    {t.id} · {t.subject} · {t.priority} · {t.status}
                  </li>
                ))}
              </ul>
            )}
          </section>
      </div>
    </main>
  );
}
