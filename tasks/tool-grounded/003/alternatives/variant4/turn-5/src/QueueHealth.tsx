import { useState } from 'react';
import { QueueStats, closeResolved, errorText } from './api';

type Props = { stats: QueueStats; onChanged: () => Promise<void> };

export default function QueueHealth({ stats, onChanged }: Props) {
  const count = (status: string) => stats.by_status[status] ?? 0;
  const [working, setWorking] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const items: [string, number][] = [
    ['Open', count('open')],
    ['Pending', count('pending')],
    ['Resolved', count('resolved')],
    ['Closed', count('closed')],
    ['Unassigned open', stats.unassigned_open],
    ['Active', count('open') + count('pending')],
  ];

  const closeAll = async () => {
    setWorking(true);
    setNote(null);
    setFailure(null);
    try {
      const n = await closeResolved();
      setNote(n === 1 ? 'Closed 1 resolved ticket.' : `Closed ${n} resolved tickets.`);
    } catch (err) {
      setFailure(errorText(err));
    }
    await onChanged();
    setWorking(false);
  };

  return (
    <section className="card">
      <h2>Queue health</h2>
      <ul className="stat-row">
        {items.map(([label, value]) => (
          <li key={label} className="stat">
            {label}: {value}
          </li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" onClick={() => void closeAll()} disabled={working}>
          Close resolved tickets
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
