import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { messageOf, placePurchaseOrder, readItem } from './inventory';
import type { LiveItem, Location } from './inventory';

interface Props {
  sku: string;
  warehouses: Location[];
  onPlaced: () => Promise<void>;
}

type Status = { tone: 'good' | 'bad'; text: string } | null;

function defaultWarehouse(warehouses: Location[]): string {
  const reno = warehouses.find((w) => w.name === 'Reno DC') ?? warehouses.find((w) => /reno/i.test(w.name));
  return (reno ?? warehouses[0])?.id ?? '';
}

export default function OrderForm({ sku, warehouses, onPlaced }: Props) {
  const [live, setLive] = useState<LiveItem | null>(null);
  const [readError, setReadError] = useState('');
  const [quantity, setQuantity] = useState('');
  const [deliverTo, setDeliverTo] = useState(() => defaultWarehouse(warehouses));
  const [status, setStatus] = useState<Status>(null);
  const [working, setWorking] = useState(false);

  useEffect(() => {
    let current = true;
    readItem(sku)
      .then((result) => {
        if (!current) return;
        setLive(result);
        setQuantity(String(result.item.reorder_qty));
      })
      .catch((err) => {
        if (current) setReadError(messageOf(err));
      });
    return () => {
      current = false;
    };
  }, [sku]);

  useEffect(() => {
    if (!deliverTo && warehouses.length > 0) setDeliverTo(defaultWarehouse(warehouses));
  }, [warehouses, deliverTo]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setWorking(true);
    setStatus(null);
    try {
      const po = await placePurchaseOrder(sku, Number(quantity), deliverTo);
      setStatus({ tone: 'good', text: `Created ${po.id}` });
      await onPlaced();
    } catch (err) {
      setStatus({ tone: 'bad', text: `Order failed: ${messageOf(err)}` });
    } finally {
      setWorking(false);
    }
  }

  return (
    <section className="card card-form">
      <h2>New purchase order</h2>
      {readError && <p className="banner banner-error">{readError}</p>}
      {live === null ? (
        !readError && <p className="quiet">{`Reading ${sku} from the inventory system…`}</p>
      ) : (
        <form onSubmit={submit} className="po-form">
          <dl className="summary">
            <dt>Item</dt>
            <dd>
              {live.item.name} <span className="mono tag">{live.item.sku}</span>
            </dd>
            <dt>Supplier</dt>
            <dd>{`${live.supplier.name} (${live.supplier.lead_time_days}-day lead time)`}</dd>
          </dl>

          <div className="form-row">
            <div className="control">
              <label htmlFor="order-quantity">Order quantity</label>
              <input
                id="order-quantity"
                type="number"
                inputMode="numeric"
                value={quantity}
                onChange={(e) => setQuantity(e.target.value)}
              />
            </div>
            <div className="control">
              <label htmlFor="deliver-to">Deliver to</label>
              <select id="deliver-to" value={deliverTo} onChange={(e) => setDeliverTo(e.target.value)}>
                {warehouses.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.name}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <div className="form-actions">
            <button type="submit" className="primary" disabled={working}>
              Place order
            </button>
          </div>
        </form>
      )}
      <div role="status" aria-live="polite">
        {status && <p className={status.tone === 'good' ? 'banner banner-good' : 'banner banner-error'}>{status.text}</p>}
      </div>
    </section>
  );
}
