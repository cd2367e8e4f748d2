import { useEffect, useRef, useState } from "react";
import "./app.css";
import {
  activeOnly,
  loadAgents,
  loadHandoverRows,
  assignTicket,
  internalCount,
  loadUnowned,
  ownerName,
  readTicket,
  reasonOf,
  type Agent,
  type MineRow,
  type TicketRow,
} from "./helpdesk";
import MyTickets from "./MyTickets";
import UnownedQueue from "./UnownedQueue";
import TicketDetails from "./TicketDetails";
import HandoverReport, { type ReportLine } from "./HandoverReport";

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [outgoing, setOutgoing] = useState("");
  const [mine, setMine] = useState<MineRow[] | null>(null);
  const [unowned, setUnowned] = useState<TicketRow[] | null>(null);
  const [trouble, setTrouble] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const [incoming, setIncoming] = useState("");
  const [report, setReport] = useState<{ lines: ReportLine[]; handed: number; total: number } | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);
  const [detailsRound, setDetailsRound] = useState(0);
  const mineRequest = useRef(0);

  const active = activeOnly(agents);
  const others = active.filter((a) => a.id !== outgoing);
  const incomingId = others.some((a) => a.id === incoming) ? incoming : others[0]?.id ?? "";

  async function readMine(agentId: string) {
    if (!agentId) return;
    const ticket = ++mineRequest.current;
    setMine(null);
    try {
      const rows = await loadHandoverRows(agentId);
      if (ticket === mineRequest.current) setMine(rows);
    } catch (err) {
      if (ticket === mineRequest.current) setTrouble(reasonOf(err));
    }
  }

  async function readUnowned() {
    try {
      setUnowned(await loadUnowned());
    } catch (err) {
      setTrouble(reasonOf(err));
    }
  }

  useEffect(() => {
    loadAgents()
      .then((all) => {
        setAgents(all);
        const first = activeOnly(all)[0];
        if (first) {
          setOutgoing(first.id);
          void readMine(first.id);
        } else {
          setMine([]);
        }
      })
      .catch((err) => setTrouble(reasonOf(err)));
    void readUnowned();
  }, []);

  function chooseOutgoing(agentId: string) {
    setOutgoing(agentId);
    setOpenId(null);
    setReport(null);
    setTrouble("");
    void readMine(agentId);
  }

  function refresh() {
    setTrouble("");
    void readMine(outgoing);
    void readUnowned();
  }

  async function handOverAll() {
    if (!mine || !incomingId) return;
    setBulkBusy(true);
    setTrouble("");
    const queue = [...mine].sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true }));
    const lines: ReportLine[] = [];
    let handed = 0;
    for (const row of queue) {
      try {
        const fresh = await readTicket(row.id);
        if (internalCount(fresh.ticket) === 0) {
          lines.push({ id: row.id, text: `${row.id} skipped: no handover note` });
          continue;
        }
        await assignTicket(row.id, incomingId, fresh.evidence_token);
        const after = await readTicket(row.id);
        lines.push({ id: row.id, text: `${row.id} → ${ownerName(after.ticket.assignee, agents)}` });
        handed += 1;
      } catch (err) {
        lines.push({ id: row.id, text: `${row.id} not handed over: ${reasonOf(err)}` });
      }
    }
    setReport({ lines, handed, total: queue.length });
    await readMine(outgoing);
    void readUnowned();
    setDetailsRound((n) => n + 1);
    setBulkBusy(false);
  }

  return (
    <main className="page">
      <h1>Shift handover</h1>
      <div className="toolbar">
        <label className="field">
          <span>Outgoing agent</span>
          <select value={outgoing} onChange={(e) => chooseOutgoing(e.target.value)}>
            {active.map((a) => (
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
      {trouble && (
        <p className="trouble" role="alert">
          {trouble}
        </p>
      )}

      <section className="box">
        <h2>My open tickets</h2>
        <div className="toolbar bulk">
          <label className="field">
            <span>Incoming agent</span>
            <select value={incomingId} onChange={(e) => setIncoming(e.target.value)}>
              {others.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" onClick={handOverAll} disabled={bulkBusy || !incomingId || !mine || mine.length === 0}>
            Hand over all
          </button>
        </div>
        <MyTickets tickets={mine} openId={openId} onOpen={setOpenId} />
      </section>

      {report && (
        <section className="box">
          <h2>Handover report</h2>
          <HandoverReport lines={report.lines} handed={report.handed} total={report.total} />
        </section>
      )}

      {openId && (
        <section className="box">
          <h2>Ticket details</h2>
          <TicketDetails
            key={`${openId}-${detailsRound}`}
            ticketId={openId}
            agents={agents}
            outgoing={outgoing}
            onChanged={() => {
              void readMine(outgoing);
              void readUnowned();
            }}
          />
        </section>
      )}

      <section className="box">
        <h2>Unowned queue</h2>
        <UnownedQueue tickets={unowned} />
      </section>
    </main>
  );
}
