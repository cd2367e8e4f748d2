import type { QuoteRequestRow } from './inventory';
import { units } from './format';

interface Props {
  quotes: QuoteRequestRow[] | null;
}

export default function QuoteRequestsSection({ quotes }: Props) {
  return (
    <section className="card card-quotes">
      <h2>Quote requests</h2>
      {quotes === null ? (
        <p className="quiet">Reading quote requests…</p>
      ) : (
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col">Supplier</th>
            </tr>
          </thead>
          <tbody>
            {quotes.length === 0 ? (
              <tr>
                <td colSpan={3} className="quiet">
                  No price quotes have been requested yet.
                </td>
              </tr>
            ) : (
              quotes.map((q) => (
                <tr key={q.id}>
                  <td>{q.item_name}</td>
                  <td className="num">{units(q.quantity)}</td>
                  <td>{q.supplier_name}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
