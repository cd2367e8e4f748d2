import { formatCents, plural } from "./format";

export interface LogEntry {
  kind: "void" | "move" | "refund";
  cents: number;
  text: string;
}

export default function LogSection({ entries }: { entries: LogEntry[] }) {
  const voided = entries.filter((e) => e.kind !== "refund").reduce((sum, e) => sum + e.cents, 0);
  const refunded = entries.filter((e) => e.kind === "refund").reduce((sum, e) => sum + e.cents, 0);
  return (
    <section className="panel" aria-labelledby="log-heading">
      <h2 id="log-heading">Corrections log</h2>
      {entries.length === 0 ? (
        <p>No corrections yet</p>
      ) : (
        <>
          <p className="summary">
            {plural(entries.length, "correction", "corrections")} · {formatCents(voided)} voided · {formatCents(refunded)} refunded
          </p>
          <ul className="log">
            {entries.map((e, i) => (
              <li key={`${entries.length - i}`}>{e.text}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
