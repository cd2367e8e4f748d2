import type { QueueStats } from './helpdesk';

interface Props {
  stats: QueueStats | null;
}

export default function QueueHealth({ stats }: Props) {
  const count = (key: string) => stats?.by_status[key] ?? 0;
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
        </ul>
      ) : (
        <p className="muted">Reading the queue…</p>
      )}
    </section>
  );
}
