import { useCallback, useEffect, useRef, useState } from "react";
import {
  errorText,
  getTicket,
  listAgents,
  listTickets,
  type Agent,
  type Ticket,
} from "./api";
import {
  ageHours,
  formatOpened,
  idNumber,
  isLive,
  parseTime,
  tierOf,
} from "./rules";
import "./styles.css";

type Row = Ticket & { tier: "Gold" | "Standard"; age: number };

function buildRows(tickets: Ticket[]): Row[] {
  return tickets
    .map((t) => ({ ...t, tier: tierOf(t.customer), age: ageHours(t.created_at) }))
    .sort((a, b) => {
      if (a.tier !== b.tier) return a.tier === "Gold" ? -1 : 1;
      const byCreated = parseTime(a.created_at) - parseTime(b.created_at);
      if (byCreated !== 0) return byCreated;
      return idNumber(a.id) - idNumber(b.id);
    });
}

export default function App() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [loadError, setLoadError] = useState("");
  const [loading, setLoading] = useState(false);

  const loadSeq = useRef(0);

  const reload = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoading(true);
    try {
      const [tickets, agentList] = await Promise.all([listTickets(), listAgents()]);
      const live = tickets.filter((t) => isLive(t.status));
      const full = await Promise.all(live.map((t) => getTicket(t.id)));
      if (seq !== loadSeq.current) return;
      setAgents(agentList);
      setRows(buildRows(full.map((r) => r.ticket)));
      setLoadError("");
    } catch (error) {
      if (seq === loadSeq.current) setLoadError(`Could not read the helpdesk: ${errorText(error)}`);
    } finally {
      if (seq === loadSeq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const agentName = (id: string | null | undefined): string => {
    if (!id) return "Unassigned";
    return agents.find((a) => a.id === id)?.name ?? id;
  };

  return (
    <main className="page">
      <h1>Billing disputes desk</h1>

      <section className="card" aria-labelledby="worklist-heading">
        <div className="section-head">
          <h2 id="worklist-heading">Worklist</h2>
          <button type="button" onClick={() => void reload()}>
            Refresh
          </button>
        </div>
        {loadError && (
          <p className="error" role="alert">
            {loadError}
          </p>
        )}
        {rows === null ? (
          <p className="muted">{loading ? "Reading the helpdesk…" : ""}</p>
        ) : (
          <>
            <p className="summary">
              {rows.length === 1 ? "1 ticket in the worklist" : `${rows.length} tickets in the worklist`}
            </p>
            <div className="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Tier</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Priority</th>
                    <th scope="col">Status</th>
                    <th scope="col">Assignee</th>
                    <th scope="col">Opened</th>
                    <th scope="col">Age</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td>{row.id}</td>
                      <td>{row.customer}</td>
                      <td>{row.tier}</td>
                      <td>{row.subject}</td>
                      <td>{row.priority}</td>
                      <td>{row.status}</td>
                      <td>{agentName(row.assignee)}</td>
                      <td>{formatOpened(row.created_at)}</td>
                      <td>{row.age} h</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </main>
  );
}
