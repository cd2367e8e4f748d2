import { formatUsd } from "./money";
import type { Order } from "./pricing";

export type SavedQuote = {
  id: number;
  customerName: string;
  order: Order;
  totalCents: number;
};

type Props = {
  quotes: SavedQuote[];
  onLoad: (quote: SavedQuote) => void;
  onRemove: (id: number) => void;
};

export default function SavedQuotes({ quotes, onLoad, onRemove }: Props) {
  return (
    <section className="card" aria-labelledby="saved-heading">
      <h2 id="saved-heading">Saved quotes</h2>
      {quotes.length === 0 ? (
        <p className="muted">No saved quotes yet</p>
      ) : (
        <ul className="saved-list">
          {quotes.map((q) => (
            <li key={q.id} className="saved-entry">
              <span className="saved-name">{q.customerName}</span>
              <span className="saved-order">
                {q.order.quantity} × {q.order.product}
              </span>
              <span className="saved-total">{formatUsd(q.totalCents)}</span>
              {q.order.trade && <span className="badge">Trade</span>}
              <span className="saved-actions">
                <button type="button" className="secondary" onClick={() => onLoad(q)}>
                  Load
                </button>
                <button type="button" className="secondary" onClick={() => onRemove(q.id)}>
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
