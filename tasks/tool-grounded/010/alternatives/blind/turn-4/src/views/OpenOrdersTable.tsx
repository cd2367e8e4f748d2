import { bySoonest, isoDay, type PurchaseOrder } from "../services/inventory";

type Props = {
  orders: PurchaseOrder[];
  busy: boolean;
  onReceive: (po: PurchaseOrder) => void;
  onCancel: (po: PurchaseOrder) => void;
};

export default function OpenOrdersTable({ orders, busy, onReceive, onCancel }: Props) {
  if (orders.length === 0) return <p className="muted">There are no open purchase orders.</p>;
  const sorted = [...orders].sort(bySoonest);
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">PO</th>
          <th scope="col">Item</th>
          <th scope="col">Supplier</th>
          <th scope="col" className="num">
            Quantity
          </th>
          <th scope="col">Deliver to</th>
          <th scope="col">Expected</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((po) => (
          <tr key={po.id}>
            <td className="code">{po.id}</td>
            <td>{po.item_name}</td>
            <td>{po.supplier_name}</td>
            <td className="num">{po.quantity}</td>
            <td>{po.deliver_to_name}</td>
            <td>{isoDay(po.expected_at)}</td>
            <td className="row-buttons">
              <button type="button" disabled={busy} onClick={() => onReceive(po)}>
                Receive
              </button>
              <button type="button" className="alt" disabled={busy} onClick={() => onCancel(po)}>
                Cancel order
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
