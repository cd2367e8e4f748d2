import type { SlaTargets } from "./sla";
import { PRIORITY_RANK, hoursLabel } from "./sla";

interface Props {
  targets: SlaTargets | null;
  problem: string;
}

export default function SlaTargetsPanel({ targets, problem }: Props) {
  const listed = targets ? PRIORITY_RANK.filter((p) => targets[p] !== undefined) : [];
  return (
    <section className="panel">
      <h2>SLA targets</h2>
      {problem && (
        <div role="alert" className="alert">
          Could not read the SLA policy: {problem}
        </div>
      )}
      {targets === null && !problem && <p className="note">Reading the SLA policy…</p>}
      {targets !== null && listed.length === 0 && <p className="note">The SLA policy lists no targets.</p>}
      {listed.length > 0 && (
        <ul className="sla-list">
          {listed.map((p) => (
            <li key={p}>
              {p}: {hoursLabel(targets![p]!)}
            </li>
          ))}
        </ul>
      )}
      <p className="note small">First-response targets, counted from when a ticket was opened.</p>
    </section>
  );
}
