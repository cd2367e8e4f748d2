import { formatCents } from "./money";

export type OwingLine = {
  id: string;
  guest: string;
  arrival: string;
  owed: number;
};

export function compareOwing(a: OwingLine, b: OwingLine): number {
  if (a.arrival !== b.arrival) return a.arrival < b.arrival ? -1 : 1;
  if (a.owed !== b.owed) return b.owed - a.owed;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export default function StillOwing({ lines, loaded }: { lines: OwingLine[]; loaded: boolean }) {
  const sorted = [...lines].sort(compareOwing);
  const total = sorted.reduce((sum, line) => sum + line.owed, 0);
  return (
    <section className="panel" aria-labelledby="owing-heading">
      <h2 id="owing-heading">Still owing</h2>
      {loaded && sorted.length === 0 && <p className="muted">Every arrival has paid its deposit.</p>}
      {sorted.length > 0 && (
        <ul className="owing-list">
          {sorted.map((line) => (
            <li key={line.id}>
              {line.id} · {line.guest} · {line.arrival} · {formatCents(line.owed)}
            </li>
          ))}
        </ul>
      )}
      {loaded && (
        <p className="count-line">
          {sorted.length} {sorted.length === 1 ? "arrival owes" : "arrivals owe"} {formatCents(total)} in total
        </p>
      )}
    </section>
  );
}
