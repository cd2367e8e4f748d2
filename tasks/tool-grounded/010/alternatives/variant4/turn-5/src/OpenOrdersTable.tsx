import { useState } from 'react';
import { PurchaseOrder, cancelOrder, problem, receiveOrder } from './inventory';
import { dayOnly } from './planning';

type Props = { orders: PurchaseOrder[] | null; onChanged: () => Promise<void> };

export default function OpenOrdersTable({ orders, onChanged }: Props) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const sorted = [...(orders ?? [])].sort((a, b) => {
    const byDate = dayOnly(a.expected_at).localeCompare(dayOnly(b.expected_at));
    return byDate !== 0 ? byDate : a.id.localeCompare(b.id);
  });

  const act = async (po: PurchaseOrder, kind: 'receive' | 'cancel') => {
    setBusyId(po.id);
    setDone(null);
    setFailed(null);
    try {
      if (kind === 'receive') {
        await receiveOrder(po);
        setDone(`Received ${po.id}`);
      } else {
        await cancelOrder(po);
        setDone(`Cancelled ${po.id}`);
      }
      await onChanged();
    } catch (err) {
      setFailed(problem(err));
    }
    setBusyId(null);
  };

  return (
    <section className="panel">
      <h2>Open purchase orders</h2>
      {done && (
        <p className="note" role="status">
          {done}
        </p>
      )}
      {failed && (
        <p className="alert" role="alert">
          {failed}
        </p>
      )}
      {!orders ? (
        <p className="quiet">Loading orders…</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>PO</th>
              <th>Item</th>
              <th>Supplier</th>
              <th className="n">Quantity</th>
              <th>Deliver to</th>
              <th>Expected</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((po) => (
              <tr key={po.id}>
                <td className="code">{po.id}</td>
                <td>{po.item_name}</td>
                <td>{po.supplier_name}</td>
                <td className="n">{po.quantity}</td>
                <td>{po.deliver_to_name}</td>
                <td className="code">{dayOnly(po.expected_at)}</td>
                <td className="row-actions">
                  <button type="button" disabled={busyId !== null} onClick={() => void act(po, 'receive')}>
                    Receive
                  </button>
                  <button
                    type="button"
                    className="secondary"
                    disabled={busyId !== null}
                    onClick={() => void act(po, 'cancel')}
                  >
                    Cancel order
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
