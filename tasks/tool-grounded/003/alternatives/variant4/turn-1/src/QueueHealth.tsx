import { QueueStats } from './api';

type Props = { stats: QueueStats };

export default function QueueHealth({ stats }: Props) {
  const count = (status: string) => stats.by_status[status] ?? 0;

  const items: [string, number][] = [
    ['Open', count('open')],
    ['Pending', count('pending')],
    ['Resolved', count('resolved')],
    ['Closed', count('closed')],
    ['Unassigned open', stats.unassigned_open],
  ];

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
    </section>
  );
}
