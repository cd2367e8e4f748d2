import type { Feedback, Transfer } from '../types';

interface RecentTransfersProps {
  transfers: Transfer[];
  locationName: (id: string) => string;
  /** Id of the transfer being reversed, while it runs. */
  reversingId: string | null;
  feedback: Feedback | null;
  onReverse: (transfer: Transfer) => void;
}

export default function RecentTransfers({
  transfers,
  locationName,
  reversingId,
  feedback,
  onReverse,
}: RecentTransfersProps) {
  return (
    <section className="panel">
      <h2>Recent transfers</h2>
      {feedback && (
        <p className={feedback.tone === 'ok' ? 'msg msg--ok' : 'msg msg--error'} role={feedback.tone === 'ok' ? 'status' : 'alert'}>
          {feedback.text}
        </p>
      )}
      {transfers.length === 0 ? (
        <p className="muted">No transfers have been committed yet.</p>
      ) : (
        <ul className="transfers">
          {transfers.map((t) => (
            <li key={t.id}>
              <span>
                {t.id}: {t.quantity} units of {t.sku} from {locationName(t.from_location)} to{' '}
                {locationName(t.to_location)}
              </span>
              <button
                type="button"
                className="btn btn--small"
                disabled={reversingId !== null}
                onClick={() => onReverse(t)}
              >
                Reverse
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
