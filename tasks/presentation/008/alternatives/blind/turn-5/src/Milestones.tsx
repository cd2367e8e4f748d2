import { type ClubEvent, inDateOrder, shortDate } from "./events";

export default function Milestones({ events }: { events: ClubEvent[] }) {
  return (
    <section className="card">
      <h2>Season milestones</h2>
      <ol className="milestones">
        {inDateOrder(events).map((e) => (
          <li key={e.date + e.name}>
            <time dateTime={e.date}>{shortDate(e.date)}</time>
            <span className="sep" aria-hidden="true">
              {" "}
              —{" "}
            </span>
            <span>{e.name}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
