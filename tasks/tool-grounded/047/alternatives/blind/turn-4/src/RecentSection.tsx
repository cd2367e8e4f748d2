import type { Transfer } from "./api";

interface Props {
  transfers: Transfer[] | null;
  error: string;
  nameOf: (id: string) => string;
}

export default function RecentSection({ transfers, error, nameOf }: Props) {
  return (
    <div className="panel">
      <h2>Recent transfers</h2>
      {error ? (
        <p className="error">{error}</p>
      ) : transfers === null ? (
        <p className="muted">Reading transfers…</p>
      ) : transfers.length === 0 ? (
        <p className="muted">No transfers of this item yet.</p>
      ) : (
        <ul className="lines">
          {transfers.map((t) => (
            <li key={t.id}>{`${t.id}: ${t.quantity} from ${nameOf(t.from_location)} to ${nameOf(t.to_location)}`}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
