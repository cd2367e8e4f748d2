import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import Conversation from "./Conversation";
import SlaTargetsPanel from "./SlaTargetsPanel";
import TicketTable from "./TicketTable";
import { getTicket, listAgents, listTickets, messageOf, readSlaPolicy } from "./api";
import type { Agent, TicketSummary } from "./api";
import { countsLine, customersOf } from "./format";
import { isLive, isOverdue, readTargets, respondBy } from "./sla";
import type { SlaTargets } from "./sla";
import "./styles.css";

export default function App() {
  const [tickets, setTickets] = useState<TicketSummary[] | null>(null);
  const [agents, setAgents] = useState<Agent[]>([]);
  const [picked, setPicked] = useState("");
  const [failure, setFailure] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const [targets, setTargets] = useState<SlaTargets | null>(null);
  const [policyProblem, setPolicyProblem] = useState("");
  const [createdAt, setCreatedAt] = useState<Record<string, string>>({});
  const [now, setNow] = useState(() => Date.now());
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

  useEffect(() => {
    readSlaPolicy()
      .then((raw) => setTargets(readTargets(raw)))
      .catch((err) => setPolicyProblem(messageOf(err)));
  }, []);

  // Keep "Overdue" honest while the page stays open.
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  const customers = useMemo(() => customersOf(tickets ?? []), [tickets]);
  const customer = customers.includes(picked) ? picked : customers[0] ?? "";
  const mine = useMemo(() => (tickets ?? []).filter((t) => t.customer === customer), [tickets, customer]);

  // list_tickets has no creation time, so read it once per live ticket (it never changes).
  const missing = mine
    .filter((t) => isLive(t.status) && createdAt[t.id] === undefined)
    .map((t) => t.id)
    .join(",");
  useEffect(() => {
    if (!missing) return;
    let cancelled = false;
    Promise.all(
      missing.split(",").map((id) =>
        getTicket(id)
          .then((r) => [id, r.ticket.created_at] as const)
          .catch(() => null),
      ),
    ).then((pairs) => {
      if (cancelled) return;
      setCreatedAt((prev) => {
        const next = { ...prev };
        for (const pair of pairs) if (pair) next[pair[0]] = pair[1];
        return next;
      });
    });
    return () => {
      cancelled = true;
    };
  }, [missing]);

  const overdue = targets
    ? mine.filter((t) => isLive(t.status) && isOverdue(respondBy(createdAt[t.id], t.priority, targets), now)).length
    : 0;

  function choose(name: string) {
    setPicked(name);
    setOpenId(null);
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
        <div className="layout">
          <div className="account">
            <h2>{customer}</h2>
            <div className="counts-row">
              <p className="counts">{countsLine(mine)}</p>
              <span className="overdue-chip">Overdue: {overdue}</span>
            </div>
            <TicketTable
              customer={customer}
              tickets={mine}
              agents={agents}
              activeId={openId}
              onOpen={setOpenId}
              createdAt={createdAt}
              targets={targets}
              now={now}
            />
          </div>
          <div className="side">
            {openId ? (
              <Conversation key={openId} ticketId={openId} targets={targets} />
            ) : (
              <section className="panel conversation">
                <h2>Conversation</h2>
                <p className="note">Pick a ticket id in the table to read its conversation.</p>
              </section>
            )}
            <SlaTargetsPanel targets={targets} problem={policyProblem} />
          </div>
        </div>
      )}

      {tickets !== null && customers.length === 0 && <p className="note">No customer has tickets yet.</p>}
    </div>
  );
}
