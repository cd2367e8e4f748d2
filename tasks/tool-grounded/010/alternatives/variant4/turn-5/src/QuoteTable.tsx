import { QuoteRequest } from './inventory';

export default function QuoteTable({ quotes }: { quotes: QuoteRequest[] | null }) {
  return (
    <section className="panel">
      <h2>Quote requests</h2>
      {!quotes ? (
        <p className="quiet">Loading quote requests…</p>
      ) : quotes.length === 0 ? (
        <p className="quiet">No quote requests have been sent.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>Item</th>
              <th className="n">Quantity</th>
              <th>Supplier</th>
            </tr>
          </thead>
          <tbody>
            {quotes.map((q) => (
              <tr key={q.id}>
                <td>{q.item_name}</td>
                <td className="n">{q.quantity}</td>
                <td>{q.supplier_name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
