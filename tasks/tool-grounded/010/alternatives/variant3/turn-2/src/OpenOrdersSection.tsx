import type { PurchaseOrderRow } from './inventory';
import { isoDate, units } from './format';

interface Props {
  orders: PurchaseOrderRow[] | null;
}

export default function OpenOrdersSection({ orders }: Props) {
  return (
    <section className="card">
      <h2>Open purchase orders</h2>
      {orders === null ? (
        <p className="quiet">Reading purchase orders…</p>
      ) : (
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">PO</th>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Quantity
              </th>
              <th scope="col">Deliver to</th>
              <th scope="col">Expected</th>
            </tr>
          </thead>
          <tbody>
            {orders.length === 0 ? (
              <tr>
                <td colSpan={5} className="quiet">
                  No purchase orders are open.
                </td>
              </tr>
            ) : (
              orders.map((po) => (
                <tr key={po.id}>
                  <td className="mono">{po.id}</td>
                  <td>{po.item_name}</td>
                  <td className="num">{units(po.quantity)}</td>
                  <td>{po.deliver_to_name}</td>
                  <td className="mono">{isoDate(po.expected_at)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
