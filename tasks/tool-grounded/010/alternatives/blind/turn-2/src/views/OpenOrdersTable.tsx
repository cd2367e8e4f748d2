import { isoDay, type PurchaseOrder } from "../services/inventory";

export default function OpenOrdersTable({ orders }: { orders: PurchaseOrder[] }) {
  if (orders.length === 0) return <p className="muted">There are no open purchase orders.</p>;
  return (
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
        {orders.map((po) => (
          <tr key={po.id}>
            <td className="code">{po.id}</td>
            <td>{po.item_name}</td>
            <td className="num">{po.quantity}</td>
            <td>{po.deliver_to_name}</td>
            <td>{isoDay(po.expected_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
