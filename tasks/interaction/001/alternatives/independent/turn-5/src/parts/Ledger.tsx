import type { Currency } from "../money";
import { formatMoney } from "../money";
import type { Draft } from "./EntryForm";

export type Entry = Draft & { key: string };
type Props = { entries: Entry[]; currency: Currency; onRemove: (key: string) => void };

export default function Ledger({ entries, currency, onRemove }: Props) {
  if (entries.length === 0) return <p className="muted">Nothing logged yet.</p>;
  return (
    <ol className="ledger">
      {entries.map((entry) => (
        <li key={entry.key}>
          <div className="row">
            <strong>{entry.description}</strong>
            <span className="amount">{formatMoney(entry.amount, currency)}</span>
            <button type="button" className="ghost" aria-label={`Remove ${entry.description}`}
              onClick={() => onRemove(entry.key)}>Remove</button>
          </div>
          <span className="meta">{entry.payer} paid · {entry.kind}</span>
        </li>
      ))}
    </ol>
  );
}
