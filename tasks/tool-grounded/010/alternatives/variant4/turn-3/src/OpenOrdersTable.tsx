import { PurchaseOrder } from './inventory';
import { dayOnly } from './planning';

type Props = { orders: PurchaseOrder[] | null };

export default function OpenOrdersTable({ orders }: Props) {
  return (
    <section className="panel">
      <h2>Open purchase orders</h2>
      {!orders ? (
        <p className="quiet">Loading orders…</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>PO</th>
              <th>Item</th>
              <th className="n">Quantity</th>
              <th>Deliver to</th>
              <th>Expected</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((po) => (
              <tr key={po.id}>
                <td className="code">{po.id}</td>
                <td>{po.item_name}</td>
                <td className="n">{po.quantity}</td>
                <td>{po.deliver_to_name}</td>
                <td className="code">{dayOnly(po.expected_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
