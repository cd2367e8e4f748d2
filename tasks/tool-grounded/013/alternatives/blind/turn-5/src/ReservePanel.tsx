import { useEffect, useRef, useState } from "react";
import { errorMessage, loadAvailable, reserveStock, type Location, type Product } from "./api";

type Props = {
  locations: Location[];
  products: Product[];
  /** Changes whenever stock may have moved (a post elsewhere on the page). */
  refreshKey: number;
  onReserved: () => void;
};

type Notice = { ok: boolean; text: string };

const ORDER_PATTERN = /^SO-\d{5}$/;

function parseUnits(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= 1 ? value : null;
}

export default function ReservePanel({ locations, products, refreshKey, onReserved }: Props) {
  const [sku, setSku] = useState("");
  const [locationId, setLocationId] = useState("");
  const [units, setUnits] = useState("");
  const [order, setOrder] = useState("");
  const [available, setAvailable] = useState<number | null>(null);
  const [readError, setReadError] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [localRefresh, setLocalRefresh] = useState(0);
  const readSeq = useRef(0);

  useEffect(() => {
    if (sku === "" && products.length > 0) {
      const start = products.find((p) => p.name === "Trail Headlamp 300 lm") ?? products[0];
      setSku(start.sku);
    }
  }, [products, sku]);

  useEffect(() => {
    if (locationId === "" && locations.length > 0) {
      const start = locations.find((l) => l.name === "Reno DC") ?? locations[0];
      setLocationId(start.id);
    }
  }, [locations, locationId]);

  const product = products.find((p) => p.sku === sku);
  const location = locations.find((l) => l.id === locationId);

  useEffect(() => {
    if (!product || !location) return;
    const seq = ++readSeq.current;
    setAvailable(null);
    loadAvailable(product.sku, location)
      .then((value) => {
        if (seq !== readSeq.current) return;
        setAvailable(value);
        setReadError("");
      })
      .catch((err) => {
        if (seq === readSeq.current) setReadError(`Could not read stock: ${errorMessage(err)}`);
      });
  }, [product, location, refreshKey, localRefresh]);

  const quantity = parseUnits(units);
  const tooMany = quantity !== null && available !== null && quantity > available;
  const orderNumber = order.trim();
  const orderOk = ORDER_PATTERN.test(orderNumber);
  const canReserve = !busy && product && location && quantity !== null && available !== null && !tooMany && orderOk;

  async function reserve() {
    if (!canReserve || !product || !location || quantity === null) return;
    setBusy(true);
    setNotice(null);
    try {
      const out = await reserveStock({
        sku: product.sku,
        location: location.id,
        quantity,
        reference: orderNumber,
      });
      setNotice({
        ok: true,
        text: `Reserved ${quantity} × ${product.name} at ${location.name} for ${orderNumber} (${out.reservation.id})`,
      });
      onReserved();
      setLocalRefresh((n) => n + 1);
    } catch (err) {
      setNotice({ ok: false, text: `Could not reserve: ${errorMessage(err)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="reserve-heading">
      <h2 id="reserve-heading">Reserve for an order</h2>
      <div className="reserve-fields">
        <div className="field">
          <label htmlFor="reserve-product">Product</label>
          <select id="reserve-product" value={sku} onChange={(e) => setSku(e.target.value)}>
            {products.map((p) => (
              <option key={p.sku} value={p.sku}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="reserve-location">Reserve at</label>
          <select id="reserve-location" value={locationId} onChange={(e) => setLocationId(e.target.value)}>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="reserve-units">Units</label>
          <input
            id="reserve-units"
            type="number"
            min={1}
            step={1}
            className="units-input"
            value={units}
            onChange={(e) => setUnits(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="reserve-order">Order number</label>
          <input id="reserve-order" type="text" value={order} onChange={(e) => setOrder(e.target.value)} />
        </div>
        <div className="field field-action">
          <button type="button" disabled={!canReserve} onClick={() => void reserve()}>
            Reserve
          </button>
        </div>
      </div>
      <p className="available">Available here: {available === null ? "…" : available}</p>
      {readError && <p className="row-error">{readError}</p>}
      {tooMany && location && (
        <p className="row-error">
          Only {available} available at {location.name}
        </p>
      )}
      {!orderOk && <p className="row-error">Order numbers look like SO-12345</p>}
      {notice && (
        <p className={notice.ok ? "alert alert-good" : "alert alert-bad"} role="status">
          {notice.text}
        </p>
      )}
    </section>
  );
}
