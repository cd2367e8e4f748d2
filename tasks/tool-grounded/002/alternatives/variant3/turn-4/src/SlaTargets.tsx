import { SlaPolicy } from './desk';
import { SLA_ORDER } from './sla';

export default function SlaTargets({ policy, error }: { policy: SlaPolicy | null; error: string | null }) {
  return (
    <section className="sla">
      <h2>SLA targets</h2>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : policy === null ? (
        <p className="muted">Reading the policy…</p>
      ) : (
        <ul>
          {SLA_ORDER.filter((p) => policy[p] !== undefined).map((p) => (
            <li key={p}>{`${p}: ${policy[p]} h`}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
