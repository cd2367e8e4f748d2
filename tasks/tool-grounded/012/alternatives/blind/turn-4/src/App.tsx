import { useEffect, useRef, useState } from "react";
import "./app.css";
import {
  activeOnly,
  loadAgents,
  loadHandoverRows,
  loadUnowned,
  reasonOf,
  type Agent,
  type MineRow,
  type TicketRow,
} from "./helpdesk";
import MyTickets from "./MyTickets";
import UnownedQueue from "./UnownedQueue";
import TicketDetails from "./TicketDetails";

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [outgoing, setOutgoing] = useState("");
  const [mine, setMine] = useState<MineRow[] | null>(null);
  const [unowned, setUnowned] = useState<TicketRow[] | null>(null);
  const [trouble, setTrouble] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const mineRequest = useRef(0);

  const active = activeOnly(agents);

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
    setTrouble("");
    void readMine(agentId);
  }

  function refresh() {
    setTrouble("");
    void readMine(outgoing);
    void readUnowned();
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
        <MyTickets tickets={mine} openId={openId} onOpen={setOpenId} />
      </section>

      {openId && (
        <section className="box">
          <h2>Ticket details</h2>
          <TicketDetails
            key={openId}
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
