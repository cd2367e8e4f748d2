import type { Transfer } from '../types';

interface RecentTransfersProps {
  transfers: Transfer[];
  locationName: (id: string) => string;
}

export default function RecentTransfers({ transfers, locationName }: RecentTransfersProps) {
  return (
    <section className="panel">
      <h2>Recent transfers</h2>
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
