import { FormEvent, useEffect, useState } from 'react';
import { ItemRead, Location, askQuote, placeOrder, problem, readItem } from './inventory';
import { daysFromToday, isWholeCases, suggestedQuantity } from './planning';

type Props = {
  sku: string;
  locations: Location[];
  onClose: () => void;
  onChanged: () => Promise<void>;
};

export default function OrderForm({ sku, locations, onClose, onChanged }: Props) {
  const [detail, setDetail] = useState<ItemRead | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('');
  const [suggested, setSuggested] = useState<number | null>(null);
  const [deliverTo, setDeliverTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const centres = locations.filter((loc) => loc.kind === 'warehouse');

  useEffect(() => {
    let live = true;
    readItem(sku)
      .then((read) => {
        if (!live) return;
        const it = read.item;
        const amount = suggestedQuantity(it.total_available, it.on_order, it.reorder_point, it.reorder_qty, it.case_pack);
        setDetail(read);
        setSuggested(amount);
        setQuantity(String(amount));
      })
      .catch((err) => live && setLoadError(problem(err)));
    return () => {
      live = false;
    };
  }, [sku]);

  const reno = centres.find((loc) => loc.name === 'Reno DC');
  const target = centres.some((loc) => loc.id === deliverTo) ? deliverTo : reno?.id ?? centres[0]?.id ?? '';

  const qty = Number(quantity);
  const pack = detail?.item.case_pack ?? 1;
  const valid = quantity.trim() !== '' && isWholeCases(qty, pack);
  const quotable = quantity.trim() !== '' && Number.isInteger(qty) && qty > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!detail || !valid) return;
    setBusy(true);
    setOutcome(null);
    setFailure(null);
    try {
      const po = await placeOrder(sku, qty, target);
      setOutcome(`Created ${po.id}`);
      await onChanged();
    } catch (err) {
      setFailure(`Order failed: ${problem(err)}`);
    }
    setBusy(false);
  };

  const requestQuote = async () => {
    if (!detail || !quotable) return;
    setBusy(true);
    setOutcome(null);
    setFailure(null);
    try {
      const q = await askQuote(sku, qty);
      setOutcome(`Quote requested from ${q.supplier_name}`);
      await onChanged();
    } catch (err) {
      setFailure(`Quote request failed: ${problem(err)}`);
    }
    setBusy(false);
  };

  return (
    <section className="panel order-panel">
      <div className="panel-head">
        <h2>New purchase order</h2>
        <button type="button" className="secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {loadError && (
        <p className="alert" role="alert">
          {loadError}
        </p>
      )}
      {!detail ? (
        !loadError && <p className="quiet">Reading {sku}…</p>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="order-form" noValidate>
          <p className="item-name">{detail.item.name}</p>
          <p>
            {detail.supplier.name} ({detail.supplier.lead_time_days}-day lead time)
          </p>
          <p className="quiet">Case pack: {pack}</p>
          {suggested === 0 && <p className="note">Already covered by open orders</p>}
          <div className="form-field">
            <label htmlFor="order-quantity">Order quantity</label>
            <input
              id="order-quantity"
              type="number"
              min={0}
              step={pack}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </div>
          {!valid && <p className="warn">Must be a positive multiple of {pack}</p>}
          <div className="form-field">
            <label htmlFor="deliver-to">Deliver to</label>
            <select id="deliver-to" value={target} onChange={(e) => setDeliverTo(e.target.value)}>
              {centres.map((loc) => (
                <option key={loc.id} value={loc.id}>
                  {loc.name}
                </option>
              ))}
            </select>
          </div>
          <p>Expected by {daysFromToday(detail.supplier.lead_time_days)}</p>
          <div className="form-actions">
            <button type="submit" disabled={busy || !valid}>
              Place order
            </button>
            <button type="button" className="secondary" disabled={busy || !quotable} onClick={() => void requestQuote()}>
              Request quote
            </button>
          </div>
        </form>
      )}
      {outcome && (
        <p className="note" role="status">
          {outcome}
        </p>
      )}
      {failure && (
        <p className="alert" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
