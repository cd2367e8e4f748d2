import type { Withdrawal } from "./courses";
import { formatUsd } from "./money";

type Props = {
  sessions: string;
  onSessionsChange: (value: string) => void;
  withdrawals: Withdrawal[];
  refundsTotal: number;
  message: string | null;
};

export default function Withdrawals({ sessions, onSessionsChange, withdrawals, refundsTotal, message }: Props) {
  return (
    <section className="card withdrawals-section" aria-labelledby="withdrawals-heading">
      <h2 id="withdrawals-heading">Withdrawals</h2>
      <div className="inline-form">
        <div className="field">
          <label htmlFor="sessions-attended">Sessions attended</label>
          <input
            id="sessions-attended"
            type="number"
            inputMode="numeric"
            value={sessions}
            onChange={(e) => onSessionsChange(e.target.value)}
          />
        </div>
        <p className="hint">Set this before pressing Withdraw on a learner in a course below.</p>
      </div>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}
      <h3>Withdrawn learners</h3>
      {withdrawals.length === 0 ? (
        <p className="muted">No withdrawals yet</p>
      ) : (
        <ul className="withdrawals">
          {withdrawals.map((w) => (
            <li key={w.id}>
              {w.name} left {w.courseName}: refund {formatUsd(w.refund)}
            </li>
          ))}
        </ul>
      )}
      <p className="total">Refunds total: {formatUsd(refundsTotal)}</p>
    </section>
  );
}
