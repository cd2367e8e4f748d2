import type { Handover } from "./api";
import { formatUsd } from "./money";

export default function HandoverSection({ handover }: { handover: Handover }) {
  return (
    <section className="card">
      <h2>Handover for Marcus</h2>
      <ul className="plain">
        <li>
          Approved by Ingrid: {handover.approvedCount} for {formatUsd(handover.approvedCents / 100)}
        </li>
        <li>Rejected by Ingrid: {handover.rejectedCount}</li>
        <li>
          Held for Marcus: {handover.heldCount} for {formatUsd(handover.heldCents / 100)}
        </li>
      </ul>
    </section>
  );
}
