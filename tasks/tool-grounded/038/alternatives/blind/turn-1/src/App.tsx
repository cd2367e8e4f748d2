import { useCallback, useEffect, useRef, useState } from "react";
import type { FormEvent } from "react";
import { callTool } from "./bridge";
import { START_DESK, formatStamp, parseDeskTime, parseStamp, showStamp, waitingDays } from "./time";
import { errorMessage } from "./errors";
import "./styles.css";

type Agent = { id: string; name: string; team?: string; active?: boolean };
type TicketSummary = {
  id: string;
  subject: string;
  customer: string;
  priority: string;
  status: string;
  assignee: string | null;
  updated_at: string;
};

type Row = TicketSummary & { waiting: number; updatedMs: number };

function sortRows(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => a.updatedMs - b.updatedMs || a.id.localeCompare(b.id, "en", { numeric: true }));
}

export default function App() {
  const [deskInput, setDeskInput] = useState(START_DESK);
  const [deskMs, setDeskMs] = useState<number>(() => parseDeskTime(START_DESK) as number);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [tickets, setTickets] = useState<TicketSummary[] | null>(null);
  const [listError, setListError] = useState("");
  const [deskMessage, setDeskMessage] = useState("");
  const seq = useRef(0);

  const agentName = useCallback(
    (id: string | null) => {
      if (!id) return "Unassigned";
      return agents.find((a) => a.id === id)?.name ?? id;
    },
    [agents],
  );

  const loadPending = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const [agentOut, ticketOut] = await Promise.all([
        callTool<{ agents: Agent[] }>("list_agents", {}),
        callTool<{ tickets: TicketSummary[] }>("list_tickets", { status: "pending" }),
      ]);
      if (mine !== seq.current) return;
      setAgents(agentOut.agents);
      setTickets(ticketOut.tickets.filter((t) => t.status === "pending"));
      setListError("");
    } catch (err) {
      if (mine !== seq.current) return;
      setListError(`Could not read the helpdesk: ${errorMessage(err)}`);
    }
  }, []);

  useEffect(() => {
    void loadPending();
  }, [loadPending]);

  function refresh(e: FormEvent) {
    e.preventDefault();
    const ms = parseDeskTime(deskInput);
    if (ms === null) {
      setDeskMessage("Write desk time as YYYY-MM-DD HH:MM");
      return;
    }
    setDeskMessage("");
    setDeskMs(ms);
    void loadPending();
  }

  const rows: Row[] = sortRows(
    (tickets ?? []).map((t) => {
      const updatedMs = parseStamp(t.updated_at) ?? 0;
      return { ...t, updatedMs, waiting: waitingDays(t.updated_at, deskMs) };
    }),
  );

  return (
    <main className="page">
      <h1>Awaiting customer</h1>
      <form className="desk" onSubmit={refresh} noValidate>
        <label>
          Desk time
          <input type="text" value={deskInput} onChange={(e) => setDeskInput(e.target.value)} />
        </label>
        <button type="submit">Refresh</button>
      </form>
      <p className="line">Applied desk time (UTC): {formatStamp(deskMs)}</p>
      {deskMessage && (
        <p className="error" role="alert">
          {deskMessage}
        </p>
      )}

      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">Waiting on customer</h2>
        {listError && (
          <p className="error" role="alert">
            {listError}
          </p>
        )}
        {tickets &&
          (rows.length === 0 ? (
            <p className="line">Nobody to chase</p>
          ) : (
            <>
              <p className="line">
                {rows.length} {rows.length === 1 ? "ticket" : "tickets"} waiting on the customer
              </p>
              <table>
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">Subject</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Assignee</th>
                    <th scope="col">Last update</th>
                    <th scope="col">Waiting</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td>{row.id}</td>
                      <td>{row.subject}</td>
                      <td>{row.customer}</td>
                      <td>{agentName(row.assignee)}</td>
                      <td>{showStamp(row.updated_at)}</td>
                      <td>{row.waiting} d</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ))}
      </section>
    </main>
  );
}
