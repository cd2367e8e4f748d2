import { unitsWord, type Transfer } from "./inventory";

type Props = { transfers: Transfer[]; placeName: (id: string) => string };

export default function RecentTransfers({ transfers, placeName }: Props) {
  if (transfers.length === 0) return <p className="quietline">No transfers have been committed yet.</p>;
  return (
    <ol className="history">
      {transfers.map((t) => (
        <li key={t.id}>
          {`${t.id}: ${t.quantity} ${unitsWord(t.quantity)} of ${t.sku} from ${placeName(t.from_location)} to ${placeName(t.to_location)}`}
        </li>
      ))}
    </ol>
  );
}
