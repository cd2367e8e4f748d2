import { milestones, shortDate } from './season';

export default function Milestones() {
  const ordered = [...milestones].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section className="card">
      <h2>Season milestones</h2>
      <ol className="milestones">
        {ordered.map((m) => (
          <li key={m.date}>
            <time dateTime={m.date}>{shortDate(m.date)}</time> <span>{m.name}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
