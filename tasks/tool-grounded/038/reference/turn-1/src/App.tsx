import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Status = "open" | "pending" | "resolved" | "closed";
type Summary = { id: string; subject: string; customer: string; priority: string; status: Status; assignee: string | null; updated_at: string };
type Agent = { id: string; name: string; team: string; active: boolean };

const DEFAULT_DESK = "2026-03-02 09:00";
const DAY = 24 * 3600 * 1000;

function idNumber(id: string): number {
  const n = Number(id.replace(/^\D+/, ""));
  return Number.isFinite(n) ? n : 0;
}

function parseDesk(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number);
  if (h > 23 || mi > 59) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

function fmt(ms: number): string {
  return new Date(ms).toISOString().slice(0, 16).replace("T", " ");
}

function fmtIso(iso: string): string {
  return fmt(Date.parse(iso));
}

function waitedDays(updatedAt: string, desk: number): number {
  return Math.max(0, Math.floor((desk - Date.parse(updatedAt)) / DAY));
}

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [deskText, setDeskText] = useState(DEFAULT_DESK);
  const [desk, setDesk] = useState<number>(parseDesk(DEFAULT_DESK) as number);
  const [pending, setPending] = useState<Summary[] | null>(null);
  const [deskNote, setDeskNote] = useState<string | null>(null);

  function agentName(id: string | null): string {
    if (id === null) return "Unassigned";
    return agents.find((a) => a.id === id)?.name ?? id;
  }

  async function loadPending() {
    const { tickets } = await callTool<{ tickets: Summary[] }>("list_tickets", { status: "pending" });
    setPending(tickets.filter((t) => t.status === "pending"));
  }

  useEffect(() => {
    (async () => {
      const res = await callTool<{ agents: Agent[] }>("list_agents", {});
      setAgents(res.agents);
      await loadPending();
    })();
  }, []);

  async function onRefresh() {
    const ms = parseDesk(deskText);
    if (ms === null) {
      setDeskNote("Write desk time as YYYY-MM-DD HH:MM");
      return;
    }
    setDeskNote(null);
    setDesk(ms);
    await loadPending();
  }

  const rows = (pending ?? [])
    .slice()
    .sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at) || idNumber(a.id) - idNumber(b.id));
  const count = rows.length;

  return (
    <main className="page">
      <h1>Awaiting customer</h1>
      <div className="toolbar">
        <label htmlFor="desk-time">Desk time</label>
        <input id="desk-time" value={deskText} onChange={(e) => setDeskText(e.target.value)} />
        <button type="button" onClick={onRefresh}>
          Refresh
        </button>
        <span>{`Worked out for ${fmt(desk)} (UTC)`}</span>
      </div>
      {deskNote && (
        <p className="note" role="alert">
          {deskNote}
        </p>
      )}

      <section aria-labelledby="waiting-h">
        <h2 id="waiting-h">Waiting on customer</h2>
        {pending === null ? (
          <p>Reading the helpdesk…</p>
        ) : count === 0 ? (
          <p>Nobody to chase</p>
        ) : (
          <>
            <p className="counts">{`${count} ${count === 1 ? "ticket" : "tickets"} waiting on the customer`}</p>
            <table>
              <thead>
                <tr>
                  <th>ID</th>
                  <th>Subject</th>
                  <th>Customer</th>
                  <th>Assignee</th>
                  <th>Last update</th>
                  <th>Waiting</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((t) => (
                  <tr key={t.id}>
                    <td>{t.id}</td>
                    <td>{t.subject}</td>
                    <td>{t.customer}</td>
                    <td>{agentName(t.assignee)}</td>
                    <td>{fmtIso(t.updated_at)}</td>
                    <td>{`${waitedDays(t.updated_at, desk)} d`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

    </main>
  );
}
