import { formatDay, milestones } from './events';

export default function Milestones() {
  // ISO dates compare correctly as plain strings.
  const ordered = [...milestones].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  return (
    <section className="card wide">
      <h2>Season milestones</h2>
      <ol className="milestones">
        {ordered.map((m) => (
          <li key={m.date + m.name}>
            <time dateTime={m.date}>{formatDay(m.date)}</time>
            <span className="sep">
              {' '}
              &ndash;{' '}
            </span>
            <span className="event">{m.name}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
