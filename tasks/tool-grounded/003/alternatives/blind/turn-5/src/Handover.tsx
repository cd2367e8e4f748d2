import { useState } from "react";
import { assignTicket, nameOf, problemText, readTicket } from "./helpdesk";
import type { Agent, TicketSummary } from "./helpdesk";

interface Props {
  agents: Agent[];
  live: TicketSummary[];
  onHandedOver: () => Promise<void>;
}

/** Open or pending tickets whose owner has been deactivated. */
export function orphanedTickets(live: TicketSummary[], agents: Agent[]): TicketSummary[] {
  const gone = new Set(agents.filter((a) => !a.active).map((a) => a.id));
  return live.filter((t) => t.assignee !== null && gone.has(t.assignee));
}

export default function Handover({ agents, live, onHandedOver }: Props) {
  const listed = orphanedTickets(live, agents);
  const targets = agents.filter((a) => a.active).sort((a, b) => a.name.localeCompare(b.name));
  const [target, setTarget] = useState("");
  const [working, setWorking] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const [done, setDone] = useState("");

  const chosen = targets.some((a) => a.id === target) ? target : targets[0]?.id ?? "";

  async function handOverAll() {
    if (!chosen || listed.length === 0) return;
    setWorking(true);
    setFailures([]);
    setDone("");
    const problems: string[] = [];
    let moved = 0;
    for (const t of listed) {
      try {
        // Every ticket gets its own fresh read, so each token is current.
        const { evidence_token } = await readTicket(t.id);
        await assignTicket(t.id, chosen, evidence_token);
        moved += 1;
      } catch (err) {
        problems.push(`${t.id}: ${problemText(err)}`);
      }
    }
    await onHandedOver();
    setFailures(problems);
    if (moved > 0) setDone(`Handed ${moved} of ${listed.length} tickets to ${nameOf(agents, chosen)}.`);
    setWorking(false);
  }

  return (
    <section className="card">
      <h2>Needs handover</h2>
      {listed.length === 0 ? (
        <p className="quiet">Nothing needs a handover</p>
      ) : (
        <ul className="handover-list">
          {listed.map((t) => (
            <li key={t.id}>
              <span className="mono">{t.id}</span>
              <span className="handover-subject">{t.subject}</span>
              <span className="quiet">owner: {nameOf(agents, t.assignee)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="toolbar wrap">
        <label htmlFor="handover-target">Hand over to</label>
        <select id="handover-target" value={chosen} onChange={(e) => setTarget(e.target.value)}>
          {targets.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
        <button type="button" disabled={working} onClick={() => void handOverAll()}>
          Hand over all
        </button>
      </div>
      {failures.length > 0 && (
        <div role="alert" className="banner-error">
          {failures.join(" · ")}
        </div>
      )}
      {done && <p className="confirm">{done}</p>}
    </section>
  );
}
