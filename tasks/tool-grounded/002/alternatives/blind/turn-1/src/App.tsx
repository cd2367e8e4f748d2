import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import TicketTable from "./TicketTable";
import { listAgents, listTickets, messageOf } from "./api";
import type { Agent, TicketSummary } from "./api";
import { countsLine, customersOf } from "./format";
import "./styles.css";

export default function App() {
  const [tickets, setTickets] = useState<TicketSummary[] | null>(null);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [picked, setPicked] = useState("");
  const [failure, setFailure] = useState("");
  const generation = useRef(0);

  /** Pulls the live ticket list (and agent names) from the helpdesk. */
  const reload = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const [live, staff] = await Promise.all([listTickets(), listAgents()]);
      if (mine !== generation.current) return;
      setTickets(live);
      setAgents(staff);
      setFailure("");
    } catch (err) {
      if (mine === generation.current) setFailure(messageOf(err));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const customers = useMemo(() => customersOf(tickets ?? []), [tickets]);
  const customer = customers.includes(picked) ? picked : customers[0] ?? "";
  const mine = useMemo(() => (tickets ?? []).filter((t) => t.customer === customer), [tickets, customer]);

  function choose(name: string) {
    setPicked(name);
    void reload();
  }

  return (
    <div className="shell">
      <h1>Customer accounts</h1>

      <div className="picker">
        <label htmlFor="customer-select">Customer</label>
        <select
          id="customer-select"
          value={customer}
          onChange={(e) => choose(e.target.value)}
          disabled={customers.length === 0}
        >
          {customers.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>

      {failure && (
        <div role="alert" className="alert">
          The helpdesk could not be read: {failure}
        </div>
      )}

      {tickets === null && !failure && <p className="note">Loading customers from the helpdesk…</p>}

      {customer && (
        <div className="account">
          <h2>{customer}</h2>
          <p className="counts">{countsLine(mine)}</p>
          <TicketTable customer={customer} tickets={mine} agents={agents} />
        </div>
      )}

      {tickets !== null && customers.length === 0 && <p className="note">No customer has tickets yet.</p>}
    </div>
  );
}
