import { useEffect, useState } from "react";
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
type Comment = { id: string; author: string; body: string; internal: boolean; at: string };
type Ticket = Summary & { created_at: string; comments: Comment[] };
type Read = { ticket: Ticket; evidence_token: string };
type Agent = { id: string; name: string; team: string; active: boolean };

const GOLD = ["Lumen Labs", "Riverside Gym"];
const SHIFT_START = Date.UTC(2026, 2, 2, 9, 0, 0);

function tierOf(customer: string): "Gold" | "Standard" {
  return GOLD.includes(customer) ? "Gold" : "Standard";
}

function idNumber(id: string): number {
  const n = Number(id.replace(/^\D+/, ""));
  return Number.isFinite(n) ? n : 0;
}

function byId(a: { id: string }, b: { id: string }): number {
  return idNumber(a.id) - idNumber(b.id) || a.id.localeCompare(b.id);
}

function byWorkOrder(a: Ticket, b: Ticket): number {
  const tier = (t: Ticket) => (tierOf(t.customer) === "Gold" ? 0 : 1);
  return tier(a) - tier(b) || Date.parse(a.created_at) - Date.parse(b.created_at) || byId(a, b);
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function formatOpened(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}`;
}

function ageHours(t: Ticket): number {
  return Math.floor((SHIFT_START - Date.parse(t.created_at)) / 3600000);
}

function isActive(t: { status: Status }): boolean {
  return t.status === "open" || t.status === "pending";
}

function worklistLine(n: number): string {
  return n === 1 ? "1 ticket in the worklist" : `${n} tickets in the worklist`;
}

function errorOf(err: unknown): { code: string; message: string } {
  if (err && typeof err === "object" && "message" in err) {
    const e = err as { code?: unknown; message: unknown };
    return { code: String(e.code ?? "error"), message: String(e.message) };
  }
  return { code: "error", message: String(err) };
}

async function readTicket(id: string): Promise<Read> {
  return callTool<Read>("get_ticket", { ticket_id: id });
}

export default function App() {
  const [agents, setAgents] = useState<Agent[]>([]);
  const [worklist, setWorklist] = useState<Ticket[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function agentName(id: string | null): string {
    if (id === null) return "Unassigned";
    return agents.find((a) => a.id === id)?.name ?? id;
  }

  async function loadAgents() {
    const res = await callTool<{ agents: Agent[] }>("list_agents", {});
    const sorted = [...res.agents].sort(byId);
    setAgents(sorted);
  }

  async function loadLists() {
    const { tickets } = await callTool<{ tickets: Summary[] }>("list_tickets", {});
    const active = tickets.filter(isActive);
    const full: Ticket[] = [];
    for (const t of active) {
      const read = await readTicket(t.id);
      full.push(read.ticket);
    }
    setWorklist(full.filter(isActive).sort(byWorkOrder));
  }

  useEffect(() => {
    (async () => {
      await loadAgents();
      await loadLists();
    })();
  }, []);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setNote(null);
    try {
      await action();
    } catch (err) {
      const e = errorOf(err);
      setNote(`Refused: ${e.message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page">
      <h1>Billing disputes desk</h1>

      <section className="panel" aria-labelledby="worklist-h">
        <h2 id="worklist-h">Worklist</h2>
        <div className="bar">
          <p className="count">{worklist === null ? "Loading…" : worklistLine(worklist.length)}</p>
          <button type="button" onClick={() => run(loadLists)} disabled={busy}>
            Refresh
          </button>
        </div>
        {note && (
          <p className="note" role="status">
            {note}
          </p>
        )}
        {worklist !== null && worklist.length > 0 && (
          <table>
            <thead>
              <tr>
                <th>ID</th>
                <th>Customer</th>
                <th>Tier</th>
                <th>Subject</th>
                <th>Priority</th>
                <th>Status</th>
                <th>Assignee</th>
                <th>Opened</th>
                <th>Age</th>
              </tr>
            </thead>
            <tbody>
              {worklist.map((t) => (
                <tr key={t.id}>
                  <td>
                    {t.id}
                  </td>
                  <td>{t.customer}</td>
                  <td>{tierOf(t.customer)}</td>
                  <td>{t.subject}</td>
                  <td>{t.priority}</td>
                  <td>{t.status}</td>
                  <td>{agentName(t.assignee)}</td>
                  <td>{formatOpened(t.created_at)}</td>
                  <td>{ageHours(t)} h</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
