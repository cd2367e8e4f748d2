import { formatMoney } from "../money";

export type Entry = { key: string; description: string; amount: number };

export default function Ledger({ entries }: { entries: Entry[] }) {
  if (entries.length === 0) return <p className="muted">Nothing logged yet.</p>;
  return (
    <ol className="ledger">
      {entries.map((entry) => (
        <li key={entry.key}>
          <strong>{entry.description}</strong>
          <span className="amount">{formatMoney(entry.amount)}</span>
        </li>
      ))}
    </ol>
  );
}
