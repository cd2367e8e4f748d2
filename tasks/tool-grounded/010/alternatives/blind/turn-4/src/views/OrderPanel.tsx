import { useEffect, useState } from "react";
import {
  daysFromToday,
  placeOrder,
  readItem,
  reasonOf,
  suggestedQuantity,
  type ItemDetail,
  type Location,
  type Supplier,
} from "../services/inventory";

type Props = {
  sku: string;
  warehouses: Location[];
  onPlaced: () => Promise<void>;
  onClose: () => void;
};

export default function OrderPanel({ sku, warehouses, onPlaced, onClose }: Props) {
  const [item, setItem] = useState<ItemDetail | null>(null);
  const [supplier, setSupplier] = useState<Supplier | null>(null);
  const [readFailure, setReadFailure] = useState("");
  const [qty, setQty] = useState("");
  const [target, setTarget] = useState("");
  const [outcome, setOutcome] = useState("");
  const [placing, setPlacing] = useState(false);

  useEffect(() => {
    let stale = false;
    readItem(sku)
      .then((out) => {
        if (stale) return;
        setItem(out.item);
        setSupplier(out.supplier);
        setQty(String(suggestedQuantity(out.item)));
      })
      .catch((err) => {
        if (!stale) setReadFailure(reasonOf(err));
      });
    return () => {
      stale = true;
    };
  }, [sku]);

  const reno = warehouses.find((w) => w.name === "Reno DC") ?? warehouses[0];
  const deliverTo = target || reno?.id || "";

  async function place() {
    setPlacing(true);
    setOutcome("");
    try {
      const po = await placeOrder(sku, Number(qty), deliverTo);
      setOutcome(`Created ${po.id}`);
      await onPlaced();
    } catch (err) {
      setOutcome(`Order failed: ${reasonOf(err)}`);
    } finally {
      setPlacing(false);
    }
  }

  if (!item || !supplier) {
    return <p className="muted">{readFailure || "Reading the item…"}</p>;
  }

  const pack = item.case_pack;
  const suggestion = suggestedQuantity(item);
  const amount = Number(qty);
  const validQty = qty.trim() !== "" && Number.isInteger(amount) && amount > 0 && amount % pack === 0;

  return (
    <div className="order">
      <dl className="facts">
        <dt>Item</dt>
        <dd>{item.name}</dd>
        <dt>Supplier</dt>
        <dd>{`${supplier.name} (${supplier.lead_time_days}-day lead time)`}</dd>
      </dl>
      <p className="hint-line">{`Case pack: ${pack}`}</p>
      <p className="hint-line">
        {suggestion === 0
          ? "Already covered by open orders"
          : `Suggested: ${suggestion} units (up to reorder point plus reorder quantity, in whole case packs)`}
      </p>
      <div className="fields">
        <div className="field">
          <label htmlFor="po-qty">Order quantity</label>
          <input
            id="po-qty"
            type="number"
            min={pack}
            step={pack}
            value={qty}
            onChange={(e) => setQty(e.target.value)}
          />
          {!validQty && <span className="bad">{`Must be a positive multiple of ${pack}`}</span>}
        </div>
        <div className="field">
          <label htmlFor="po-dest">Deliver to</label>
          <select id="po-dest" value={deliverTo} onChange={(e) => setTarget(e.target.value)}>
            {warehouses.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="hint-line">{`Expected by ${daysFromToday(supplier.lead_time_days)}`}</p>
      <div className="buttons">
        <button type="button" onClick={() => void place()} disabled={placing || !validQty}>
          Place order
        </button>
        <button type="button" className="alt" onClick={onClose}>
          Close
        </button>
      </div>
      {outcome && (
        <p className={outcome.startsWith("Order failed") ? "trouble" : "done"} role="status">
          {outcome}
        </p>
      )}
    </div>
  );
}
