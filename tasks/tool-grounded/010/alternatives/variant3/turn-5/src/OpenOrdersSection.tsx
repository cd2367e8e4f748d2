import { useState } from 'react';
import { cancelPurchaseOrder, messageOf, receivePurchaseOrder } from './inventory';
import type { PurchaseOrderRow } from './inventory';
import { isoDate, units } from './format';

interface Props {
  orders: PurchaseOrderRow[] | null;
  onChanged: () => Promise<void>;
}

type Outcome = { tone: 'good' | 'bad'; text: string } | null;

function soonestFirst(a: PurchaseOrderRow, b: PurchaseOrderRow): number {
  const byDate = isoDate(a.expected_at).localeCompare(isoDate(b.expected_at));
  return byDate !== 0 ? byDate : a.id.localeCompare(b.id, 'en', { numeric: true });
}

export default function OpenOrdersSection({ orders, onChanged }: Props) {
  const [busyId, setBusyId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function receive(po: PurchaseOrderRow) {
    setBusyId(po.id);
    setOutcome(null);
    try {
      const done = await receivePurchaseOrder(po);
      setOutcome({ tone: 'good', text: `Received ${done.id}` });
    } catch (err) {
      setOutcome({ tone: 'bad', text: `Could not receive ${po.id}: ${messageOf(err)}` });
    } finally {
      await onChanged();
      setBusyId(null);
    }
  }

  async function cancel(po: PurchaseOrderRow) {
    setBusyId(po.id);
    setOutcome(null);
    try {
      const done = await cancelPurchaseOrder(po.id);
      setOutcome({ tone: 'good', text: `Cancelled ${done.id}` });
    } catch (err) {
      setOutcome({ tone: 'bad', text: `Could not cancel ${po.id}: ${messageOf(err)}` });
    } finally {
      await onChanged();
      setBusyId(null);
    }
  }

  const rows = orders ? [...orders].sort(soonestFirst) : null;

  return (
    <section className="card">
      <h2>Open purchase orders</h2>
      <div role="status" aria-live="polite">
        {outcome && (
          <p className={outcome.tone === 'good' ? 'banner banner-good tight' : 'banner banner-error tight'}>{outcome.text}</p>
        )}
      </div>
      {rows === null ? (
        <p className="quiet">Reading purchase orders…</p>
      ) : (
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
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={7} className="quiet">
                  No purchase orders are open.
                </td>
              </tr>
            ) : (
              rows.map((po) => (
                <tr key={po.id}>
                  <td className="mono">{po.id}</td>
                  <td>{po.item_name}</td>
                  <td>{po.supplier_name}</td>
                  <td className="num">{units(po.quantity)}</td>
                  <td>{po.deliver_to_name}</td>
                  <td className="mono">{isoDate(po.expected_at)}</td>
                  <td className="action-cell">
                    <button type="button" className="small" onClick={() => receive(po)} disabled={busyId !== null}>
                      Receive
                    </button>{' '}
                    <button
                      type="button"
                      className="small ghost"
                      onClick={() => cancel(po)}
                      disabled={busyId !== null}
                    >
                      Cancel order
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
