import type { DaySummary } from "./summary";
import { formatTime } from "./time";

export function dayLine(s: DaySummary): string {
  let line = `${s.day}: ${formatTime(s.total)}`;
  if (s.overtime > 0) line += `, overtime ${formatTime(s.overtime)}`;
  return line;
}

export default function DaysSection({ days }: { days: DaySummary[] }) {
  return (
    <section className="card">
      <h2 id="days-heading">Days</h2>
      {days.length === 0 ? (
        <p className="muted">No days yet</p>
      ) : (
        <ul className="lines">
          {days.map((s) => (
            <li key={s.day}>{dayLine(s)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
