import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { messageOf, placePurchaseOrder, readItem } from './inventory';
import type { LiveItem, Location } from './inventory';
import { expectedBy, isValidOrderQuantity, suggestedQuantity } from './ordering';

interface Props {
  sku: string;
  warehouses: Location[];
  stamp: number;
  onPlaced: () => Promise<void>;
}

type Status = { tone: 'good' | 'bad'; text: string } | null;

function defaultWarehouse(warehouses: Location[]): string {
  const reno = warehouses.find((w) => w.name === 'Reno DC') ?? warehouses.find((w) => /reno/i.test(w.name));
  return (reno ?? warehouses[0])?.id ?? '';
}

export default function OrderForm({ sku, warehouses, stamp, onPlaced }: Props) {
  const [live, setLive] = useState<LiveItem | null>(null);
  const [readError, setReadError] = useState('');
  const [quantity, setQuantity] = useState('');
  const [deliverTo, setDeliverTo] = useState(() => defaultWarehouse(warehouses));
  const [status, setStatus] = useState<Status>(null);
  const [working, setWorking] = useState(false);

  const readLive = useCallback(
    async (prefill: boolean) => {
      try {
        const result = await readItem(sku);
        setLive(result);
        setReadError('');
        if (prefill) setQuantity(String(suggestedQuantity(result.item)));
      } catch (err) {
        setReadError(messageOf(err));
      }
    },
    [sku],
  );

  useEffect(() => {
    void readLive(true);
  }, [readLive]);

  // Deliveries and cancellations elsewhere change the item's figures: re-read them, keep the typed quantity.
  const openedAt = useRef(stamp);
  useEffect(() => {
    if (stamp !== openedAt.current) void readLive(false);
  }, [stamp, readLive]);

  useEffect(() => {
    if (!deliverTo && warehouses.length > 0) setDeliverTo(defaultWarehouse(warehouses));
  }, [warehouses, deliverTo]);

  const casePack = live?.item.case_pack ?? 1;
  const suggestion = live ? suggestedQuantity(live.item) : null;
  const valid = isValidOrderQuantity(quantity, casePack);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setWorking(true);
    setStatus(null);
    try {
      const po = await placePurchaseOrder(sku, Number(quantity.trim()), deliverTo);
      setStatus({ tone: 'good', text: `Created ${po.id}` });
      await Promise.all([onPlaced(), readLive(true)]);
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
        <form onSubmit={submit} className="po-form" noValidate>
          <dl className="summary">
            <dt>Item</dt>
            <dd>
              {live.item.name} <span className="mono tag">{live.item.sku}</span>
            </dd>
            <dt>Supplier</dt>
            <dd>{`${live.supplier.name} (${live.supplier.lead_time_days}-day lead time)`}</dd>
            <dt>Delivery</dt>
            <dd>{`Expected by ${expectedBy(live.supplier.lead_time_days)}`}</dd>
          </dl>

          {suggestion === 0 && <p className="covered">Already covered by open orders</p>}

          <div className="form-row">
            <div className="control">
              <label htmlFor="order-quantity">Order quantity</label>
              <input
                id="order-quantity"
                type="number"
                inputMode="numeric"
                min={0}
                step={casePack}
                value={quantity}
                aria-describedby="case-pack-note"
                aria-invalid={!valid}
                onChange={(e) => setQuantity(e.target.value)}
              />
              <span id="case-pack-note" className="field-note">{`Case pack: ${casePack}`}</span>
              {!valid && <span className="field-error">{`Must be a positive multiple of ${casePack}`}</span>}
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
            <button type="submit" className="primary" disabled={working || !valid}>
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
