import { unitsWord, type Transfer } from "./inventory";

type Props = {
  transfers: Transfer[];
  placeName: (id: string) => string;
  busyId: string | null;
  onReverse: (t: Transfer) => void;
};

export default function RecentTransfers({ transfers, placeName, busyId, onReverse }: Props) {
  if (transfers.length === 0) return <p className="quietline">No transfers have been committed yet.</p>;
  return (
    <ol className="history">
      {transfers.map((t) => (
        <li key={t.id}>
          <span>
            {`${t.id}: ${t.quantity} ${unitsWord(t.quantity)} of ${t.sku} from ${placeName(t.from_location)} to ${placeName(t.to_location)}`}
          </span>
          <button type="button" className="soft small" disabled={busyId !== null} onClick={() => onReverse(t)}>
            Reverse
          </button>
        </li>
      ))}
    </ol>
  );
}
