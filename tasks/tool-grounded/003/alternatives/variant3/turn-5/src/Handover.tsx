import { useState } from 'react';
import type { Agent, TicketRow } from './helpdesk';
import { activeAgentsByName, describeError, handOverTickets, isWorkInProgress } from './helpdesk';

interface Props {
  agents: Agent[];
  tickets: TicketRow[];
  onChanged: () => Promise<void>;
}

export default function Handover({ agents, tickets, onChanged }: Props) {
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [refusal, setRefusal] = useState('');

  const departed = new Map(agents.filter((a) => !a.active).map((a) => [a.id, a]));
  const stranded = tickets.filter(
    (t) => isWorkInProgress(t.status) && t.assignee !== null && departed.has(t.assignee),
  );
  const receivers = activeAgentsByName(agents);
  const targetId = receivers.some((a) => a.id === chosen) ? chosen : receivers[0]?.id ?? '';

  const handOver = async () => {
    setDone('');
    setRefusal('');
    setBusy(true);
    const target = receivers.find((a) => a.id === targetId);
    try {
      if (target && stranded.length > 0) {
        const moved = await handOverTickets(stranded.map((t) => t.id), target.id);
        await onChanged();
        setDone(`Handed over ${moved} ticket${moved === 1 ? '' : 's'} to ${target.name}.`);
      } else {
        await onChanged();
      }
    } catch (err) {
      setRefusal(describeError(err));
      await onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel">
      <h2>Needs handover</h2>
      {stranded.length === 0 ? (
        <p className="muted">Nothing needs a handover</p>
      ) : (
        <ul className="stack">
          {stranded.map((t) => (
            <li key={t.id}>
              <span className="mono">{t.id}</span>{' '}
              <span>{t.subject}</span>{' '}
              <span className="owner">{departed.get(t.assignee ?? '')?.name}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="toolbar spaced">
        <label className="field-inline">
          Hand over to
          <select value={targetId} onChange={(e) => setChosen(e.target.value)}>
            {receivers.map((a) => (
              <option key={a.id} value={a.id}>{a.name}</option>
            ))}
          </select>
        </label>
        <button type="button" className="btn" onClick={() => void handOver()} disabled={busy}>
          Hand over all
        </button>
      </div>
      {done && <p role="status" className="notice notice-good">{done}</p>}
      {refusal && <p role="alert" className="notice notice-bad">{refusal}</p>}
    </section>
  );
}
