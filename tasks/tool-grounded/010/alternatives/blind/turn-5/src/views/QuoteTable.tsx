import type { QuoteRequest } from "../services/inventory";

export default function QuoteTable({ quotes }: { quotes: QuoteRequest[] }) {
  if (quotes.length === 0) return <p className="muted">No quote requests have been sent yet.</p>;
  return (
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
        {quotes.map((q) => (
          <tr key={q.id}>
            <td>{q.item_name}</td>
            <td className="num">{q.quantity}</td>
            <td>{q.supplier_name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
