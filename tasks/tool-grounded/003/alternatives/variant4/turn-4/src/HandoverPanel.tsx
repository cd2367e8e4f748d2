import { useState } from 'react';
import { Agent, Ticket, assignAfterRead, byName, errorText, isActiveWork } from './api';

type Props = { agents: Agent[]; tickets: Ticket[]; onChanged: () => Promise<void> };

export default function HandoverPanel({ agents, tickets, onChanged }: Props) {
  const inactive = new Map(agents.filter((a) => !a.active).map((a) => [a.id, a.name]));
  const active = agents.filter((a) => a.active).sort(byName);
  const stranded = tickets.filter((t) => isActiveWork(t.status) && t.assignee !== null && inactive.has(t.assignee));

  const [target, setTarget] = useState('');
  const [working, setWorking] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const chosen = active.some((a) => a.id === target) ? target : active[0]?.id ?? '';

  const handOver = async () => {
    setNote(null);
    setFailure(null);
    if (stranded.length === 0) {
      setNote('Nothing to hand over.');
      return;
    }
    setWorking(true);
    const problems: string[] = [];
    let moved = 0;
    for (const t of stranded) {
      try {
        await assignAfterRead(t.id, chosen);
        moved += 1;
      } catch (err) {
        problems.push(`${t.id}: ${errorText(err)}`);
      }
    }
    const name = active.find((a) => a.id === chosen)?.name ?? chosen;
    setNote(`Handed ${moved} ${moved === 1 ? 'ticket' : 'tickets'} over to ${name}.`);
    if (problems.length) setFailure(problems.join(' '));
    await onChanged();
    setWorking(false);
  };

  return (
    <section className="card">
      <h2>Needs handover</h2>
      {stranded.length === 0 ? (
        <p className="muted">Nothing needs a handover</p>
      ) : (
        <ul className="handover-list">
          {stranded.map((t) => (
            <li key={t.id}>
              <span className="mono">{t.id}</span>{' '}
              <span className="subject">{t.subject}</span>{' '}
              <span className="owner">Owner: {inactive.get(t.assignee as string)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="stack">
        <div className="field">
          <label htmlFor="hand-over-to">Hand over to</label>
          <select id="hand-over-to" value={chosen} onChange={(e) => setTarget(e.target.value)}>
            {active.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={() => void handOver()} disabled={working}>
          Hand over all
        </button>
      </div>
      {note && (
        <p role="status" className="ok">
          {note}
        </p>
      )}
      {failure && (
        <p role="alert" className="error">
          {failure}
        </p>
      )}
    </section>
  );
}
