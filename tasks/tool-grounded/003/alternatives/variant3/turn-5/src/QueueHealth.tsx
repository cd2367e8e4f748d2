import { useState } from 'react';
import type { QueueStats } from './helpdesk';
import { closeResolvedTickets, describeError } from './helpdesk';

interface Props {
  stats: QueueStats | null;
  onChanged: () => Promise<void>;
}

export default function QueueHealth({ stats, onChanged }: Props) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');
  const [refusal, setRefusal] = useState('');
  const count = (key: string) => stats?.by_status[key] ?? 0;

  const closeResolved = async () => {
    setBusy(true);
    setDone('');
    setRefusal('');
    try {
      const closed = await closeResolvedTickets();
      await onChanged();
      setDone(`Closed ${closed} resolved ticket${closed === 1 ? '' : 's'}.`);
    } catch (err) {
      setRefusal(describeError(err));
      await onChanged();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel">
      <h2>Queue health</h2>
      {stats ? (
        <ul className="tally">
          <li>Open: <b>{count('open')}</b></li>
          <li>Pending: <b>{count('pending')}</b></li>
          <li>Resolved: <b>{count('resolved')}</b></li>
          <li>Closed: <b>{count('closed')}</b></li>
          <li className="tally-warn">Unassigned open: <b>{stats.unassigned_open}</b></li>
          <li className="tally-sum">Active: <b>{count('open') + count('pending')}</b></li>
        </ul>
      ) : (
        <p className="muted">Reading the queue…</p>
      )}
      <div className="toolbar spaced">
        <button type="button" className="btn" onClick={() => void closeResolved()} disabled={busy}>
          Close resolved tickets
        </button>
      </div>
      {done && <p role="status" className="notice notice-good">{done}</p>}
      {refusal && <p role="alert" className="notice notice-bad">{refusal}</p>}
    </section>
  );
}
