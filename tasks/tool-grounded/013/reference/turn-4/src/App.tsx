import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Location = { id: string; name: string; kind: string };
type LocationStock = { location: string; on_hand: number; reserved: number; available: number };
type ItemRow = { sku: string; name: string; stock: LocationStock[] };
type Row = { sku: string; name: string; onHand: number; reserved: number; available: number };
type Adjustment = { id: string; sku: string; location: string; before: number; after: number; reason: string };
type Reservation = { id: string; sku: string; location: string; quantity: number; reference: string };
type Posted = { id: string; sku: string; locationName: string; before: number; after: number; reasonLabel: string };

const REASONS: [string, string][] = [
  ["cycle_count", "Cycle count"],
  ["damaged", "Damaged"],
  ["found", "Found"],
  ["shrinkage", "Shrinkage"],
];

const DEFAULT_LOCATION = "WH-RNO";
const DEFAULT_PRODUCT = "SKU-1001";
const ORDER_NUMBER = /^SO-\d{5}$/;

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A typed value is a count only when it is a whole number of 0 or more. */
function parseCount(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

/** Found fits a surplus, Damaged and Shrinkage a shortfall, Cycle count both. */
function reasonFits(reason: string, diff: number): boolean {
  if (diff > 0) return reason !== "damaged" && reason !== "shrinkage";
  if (diff < 0) return reason !== "found";
  return true;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `-${Math.abs(n)}` : "0";
}

export default function App() {
  const [locations, setLocations] = useState<Location[]>([]);
  const [loc, setLoc] = useState(DEFAULT_LOCATION);
  const [rows, setRows] = useState<Row[]>([]);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [loadError, setLoadError] = useState("");
  const [postMessage, setPostMessage] = useState("");
  const [postError, setPostError] = useState("");
  const [posting, setPosting] = useState("");
  const [posted, setPosted] = useState<Posted[]>([]);
  const latest = useRef(0);

  const [products, setProducts] = useState<{ sku: string; name: string }[]>([]);
  const [product, setProduct] = useState(DEFAULT_PRODUCT);
  const [reserveAt, setReserveAt] = useState(DEFAULT_LOCATION);
  const [units, setUnits] = useState("");
  const [orderNumber, setOrderNumber] = useState("");
  const [availableHere, setAvailableHere] = useState<number | null>(null);
  const [reserving, setReserving] = useState(false);
  const [reserveMessage, setReserveMessage] = useState("");
  const [reserveError, setReserveError] = useState("");
  const hereTicket = useRef(0);

  const readAvailableHere = useCallback(async (sku: string, location: string) => {
    const ticket = ++hereTicket.current;
    try {
      const res = await callTool<{ item: { stock: LocationStock[] } }>("get_item", { sku });
      if (ticket !== hereTicket.current) return;
      const s = res.item.stock.find((x) => x.location === location);
      setAvailableHere(s ? s.on_hand - s.reserved : 0);
    } catch (e) {
      if (ticket === hereTicket.current) {
        setAvailableHere(null);
        setReserveError(`Could not read stock: ${message(e)}`);
      }
    }
  }, []);

  useEffect(() => {
    readAvailableHere(product, reserveAt);
  }, [product, reserveAt, readAvailableHere]);

  const loadRows = useCallback(async (location: string) => {
    const ticket = ++latest.current;
    try {
      const res = await callTool<{ items: ItemRow[] }>("list_items", { location });
      if (ticket !== latest.current) return;
      setProducts(res.items.map((it) => ({ sku: it.sku, name: it.name })));
      setRows(res.items.map((it) => {
        const s = it.stock.find((x) => x.location === location) ?? { on_hand: 0, reserved: 0, available: 0 };
        return { sku: it.sku, name: it.name, onHand: s.on_hand, reserved: s.reserved, available: s.on_hand - s.reserved };
      }));
      setLoadError("");
    } catch (e) {
      if (ticket === latest.current) setLoadError(`Could not read stock: ${message(e)}`);
    }
  }, []);

  useEffect(() => {
    callTool<{ locations: Location[] }>("list_locations")
      .then((res) => setLocations(res.locations))
      .catch((e) => setLoadError(`Could not read locations: ${message(e)}`));
    loadRows(DEFAULT_LOCATION);
  }, [loadRows]);

  function chooseLocation(id: string) {
    setLoc(id);
    setCounts({});
    loadRows(id);
  }

  const locationName = (id: string) => locations.find((l) => l.id === id)?.name ?? id;

  async function post(row: Row, count: number) {
    const reason = reasons[row.sku] ?? "cycle_count";
    const location = loc;
    setPosting(row.sku);
    setPostMessage("");
    setPostError("");
    try {
      const read = await callTool<{ evidence_token: string; item: { stock: LocationStock[] } }>("get_item", {
        sku: row.sku,
      });
      const fresh = read.item.stock.find((x) => x.location === location)?.on_hand ?? 0;
      if (fresh !== row.onHand) {
        setPostError(`On hand changed from ${row.onHand} to ${fresh}; check the count`);
        await loadRows(location);
        await readAvailableHere(product, reserveAt);
        return;
      }
      const res = await callTool<{ adjustment: Adjustment }>("adjust_stock", {
        sku: row.sku,
        location,
        counted_quantity: count,
        reason,
        evidence_token: read.evidence_token,
      });
      const adj = res.adjustment;
      const where = locationName(adj.location);
      setPostMessage(`Posted ${adj.id}: ${row.name} at ${where}, ${adj.before} → ${adj.after}`);
      const label = REASONS.find(([code]) => code === adj.reason)?.[1] ?? adj.reason;
      setPosted((list) => [
        { id: adj.id, sku: adj.sku, locationName: where, before: adj.before, after: adj.after, reasonLabel: label },
        ...list,
      ]);
      setCounts((c) => {
        const next = { ...c };
        delete next[row.sku];
        return next;
      });
      await loadRows(location);
      await readAvailableHere(product, reserveAt);
    } catch (e) {
      setPostError(`Could not post: ${message(e)}`);
    } finally {
      setPosting("");
    }
  }

  const parsed = rows.map((r) => {
    const text = counts[r.sku] ?? "";
    const count = parseCount(text);
    return { row: r, text, count, invalid: text.trim() !== "" && count === null };
  });
  const counted = parsed.filter((p) => p.count !== null);
  const withDiff = counted.filter((p) => p.count !== p.row.onHand);

  const unitCount = parseCount(units);
  const unitsValid = unitCount !== null && unitCount >= 1;
  const overAvailable = unitsValid && availableHere !== null && unitCount > availableHere;
  const orderValid = ORDER_NUMBER.test(orderNumber);
  const canReserve = unitsValid && !overAvailable && orderValid && availableHere !== null && !reserving;
  const productName = (sku: string) => products.find((p) => p.sku === sku)?.name ?? sku;

  async function reserve() {
    if (unitCount === null) return;
    const sku = product;
    const location = reserveAt;
    setReserving(true);
    setReserveMessage("");
    setReserveError("");
    try {
      const res = await callTool<{ reservation: Reservation }>("reserve_stock", {
        sku,
        location,
        quantity: unitCount,
        reference: orderNumber,
      });
      const r = res.reservation;
      setReserveMessage(
        `Reserved ${r.quantity} × ${productName(r.sku)} at ${locationName(r.location)} for ${r.reference} (${r.id})`,
      );
    } catch (e) {
      setReserveError(`Could not reserve: ${message(e)}`);
    } finally {
      setReserving(false);
    }
    await loadRows(loc);
    await readAvailableHere(sku, location);
  }

  return (
    <main className="page">
      <h1>Count desk</h1>
      {loadError && <p className="error" role="alert">{loadError}</p>}
      <section className="card" aria-label="Count sheet">
        <div className="toolbar">
          <div className="field">
            <label htmlFor="location">Location</label>
            <select id="location" value={loc} onChange={(e) => chooseLocation(e.target.value)}>
              {locations.length === 0 && <option value={DEFAULT_LOCATION}>Reno DC</option>}
              {locations.map((l) => (
                <option key={l.id} value={l.id}>{l.name}</option>
              ))}
            </select>
          </div>
        </div>
        {postMessage && <p className="ok" role="status">{postMessage}</p>}
        {postError && <p className="error" role="alert">{postError}</p>}
        <p className="progress">
          {counted.length} of {rows.length} items counted, {withDiff.length} with a difference
        </p>
        <table>
          <thead>
            <tr>
              <th>SKU</th>
              <th>Item</th>
              <th className="num">On hand</th>
              <th className="num">Reserved</th>
              <th className="num">Available</th>
              <th>Counted</th>
              <th>Difference</th>
              <th>Reason</th>
              <th>Action</th>
            </tr>
          </thead>
          <tbody>
            {parsed.map(({ row, text, count, invalid }) => {
              const diff = count === null ? null : count - row.onHand;
              const reason = reasons[row.sku] ?? "cycle_count";
              const belowReserved = count !== null && count < row.reserved;
              const misfit = diff !== null && !reasonFits(reason, diff);
              return (
                <tr key={row.sku}>
                  <td className="mono">{row.sku}</td>
                  <td>{row.name}</td>
                  <td className="num">{row.onHand}</td>
                  <td className="num">{row.reserved}</td>
                  <td className="num">{row.available}</td>
                  <td>
                    <input
                      type="number"
                      aria-label={`Counted ${row.name}`}
                      value={text}
                      onChange={(e) => setCounts((c) => ({ ...c, [row.sku]: e.target.value }))}
                    />
                  </td>
                  <td>
                    {invalid && <span className="note">Enter a whole number</span>}
                    {diff !== null && (
                      <span className={diff > 0 ? "plus" : diff < 0 ? "minus" : ""}>{signed(diff)}</span>
                    )}
                    {belowReserved && <div className="note">Cannot be below {row.reserved} reserved</div>}
                    {misfit && <div className="note">Reason does not fit the difference</div>}
                  </td>
                  <td>
                    <select
                      aria-label={`Reason ${row.name}`}
                      value={reason}
                      onChange={(e) => setReasons((r) => ({ ...r, [row.sku]: e.target.value }))}
                    >
                      {REASONS.map(([code, label]) => (
                        <option key={code} value={code}>{label}</option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <button
                      type="button"
                      disabled={count === null || diff === 0 || belowReserved || misfit || posting !== ""}
                      onClick={() => count !== null && post(row, count)}
                    >
                      Post
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <section className="card" aria-labelledby="reserve-heading">
        <h2 id="reserve-heading">Reserve for an order</h2>
        <div className="grid">
          <div className="field">
            <label htmlFor="product">Product</label>
            <select id="product" value={product} onChange={(e) => setProduct(e.target.value)}>
              {products.length === 0 && <option value={DEFAULT_PRODUCT}>Trail Headlamp 300 lm</option>}
              {products.map((p) => (
                <option key={p.sku} value={p.sku}>{p.name}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="reserve-at">Reserve at</label>
            <select id="reserve-at" value={reserveAt} onChange={(e) => setReserveAt(e.target.value)}>
              {locations.length === 0 && <option value={DEFAULT_LOCATION}>Reno DC</option>}
              {locations.map((l) => (
                <option key={l.id} value={l.id}>{l.name}</option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="units">Units</label>
            <input id="units" type="number" value={units} onChange={(e) => setUnits(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor="order-number">Order number</label>
            <input id="order-number" type="text" value={orderNumber} onChange={(e) => setOrderNumber(e.target.value)} />
          </div>
        </div>
        <p>Available here: {availableHere === null ? "…" : availableHere}</p>
        {overAvailable && (
          <p className="note">Only {availableHere} available at {locationName(reserveAt)}</p>
        )}
        {!orderValid && <p className="note">Order numbers look like SO-12345</p>}
        <button type="button" disabled={!canReserve} onClick={reserve}>Reserve</button>
        {reserveMessage && <p className="ok" role="status">{reserveMessage}</p>}
        {reserveError && <p className="error" role="alert">{reserveError}</p>}
      </section>
      <section className="card" aria-labelledby="posted-heading">
        <h2 id="posted-heading">Posted this session</h2>
        {posted.length === 0 ? (
          <p>Nothing posted yet.</p>
        ) : (
          <ul className="plain">
            {posted.map((p) => (
              <li key={p.id}>
                {p.id} · {p.sku} · {p.locationName} · {p.before} → {p.after} · {p.reasonLabel}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
