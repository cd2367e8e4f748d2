import { useCallback, useEffect, useRef, useState } from "react";
import {
  adjustStock,
  errorMessage,
  loadLocations,
  loadProducts,
  loadStock,
  readItem,
  stockAt,
  type Location,
  type Product,
  type ReasonCode,
  type StockRow,
} from "./api";
import CountTable from "./CountTable";
import PostedList, { type PostedEntry } from "./PostedList";
import ReservePanel from "./ReservePanel";
import { checkRow, hasDifference, parseCount, progress } from "./count";
import "./styles.css";

type Notice = { ok: boolean; text: string };

export default function App() {
  const [locations, setLocations] = useState<Location[]>([]);
  const [locationId, setLocationId] = useState("");
  const [rows, setRows] = useState<StockRow[]>([]);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [reasons, setReasons] = useState<Record<string, ReasonCode>>({});
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState("");
  const [busySku, setBusySku] = useState<string | null>(null);
  const [postNotice, setPostNotice] = useState<Notice | null>(null);
  const [posted, setPosted] = useState<PostedEntry[]>([]);
  const [products, setProducts] = useState<Product[]>([]);
  const [stockVersion, setStockVersion] = useState(0);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [confirmSku, setConfirmSku] = useState<string | null>(null);
  const readSeq = useRef(0);

  const readStock = useCallback(async (location: Location) => {
    const seq = ++readSeq.current;
    setLoading(true);
    try {
      const fresh = await loadStock(location);
      if (seq !== readSeq.current) return;
      setRows(fresh);
      setLoadError("");
    } catch (err) {
      if (seq === readSeq.current) setLoadError(`Could not read stock: ${errorMessage(err)}`);
    } finally {
      if (seq === readSeq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const locs = await loadLocations();
        if (cancelled) return;
        setLocations(locs);
        const items = await loadProducts();
        if (cancelled) return;
        setProducts(items);
        const start = locs.find((l) => l.name === "Reno DC") ?? locs[0];
        if (start) {
          setLocationId(start.id);
          await readStock(start);
        }
      } catch (err) {
        if (!cancelled) {
          setLoadError(`Could not read locations: ${errorMessage(err)}`);
          setLoading(false);
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [readStock]);

  const location = locations.find((l) => l.id === locationId);

  function chooseLocation(id: string) {
    const next = locations.find((l) => l.id === id);
    if (!next) return;
    setLocationId(id);
    setCounts({});
    setRows([]);
    setConfirmSku(null);
    setPostNotice(null);
    void readStock(next);
  }

  function changeCount(sku: string, text: string) {
    setCounts((prev) => ({ ...prev, [sku]: text }));
    if (confirmSku === sku) setConfirmSku(null);
  }

  function changeReason(sku: string, reason: ReasonCode) {
    setReasons((prev) => ({ ...prev, [sku]: reason }));
  }

  async function post(row: StockRow) {
    if (!location) return;
    const text = counts[row.sku] ?? "";
    const count = parseCount(text);
    const reason = reasons[row.sku] ?? "cycle_count";
    if (count.kind !== "valid" || !checkRow(row, text, reason).canPost) return;
    setBusySku(row.sku);
    setConfirmSku(null);
    setPostNotice(null);
    try {
      // Read the item's current evidence token right before recording the count.
      const fresh = await readItem(row.sku);
      const liveOnHand = stockAt(fresh.item.stock, location)?.on_hand;
      if (liveOnHand !== row.onHand) {
        // Someone else counted or stock arrived: post nothing and show the current figures.
        setPostNotice({
          ok: false,
          text: `On hand changed from ${row.onHand} to ${liveOnHand ?? 0}; check the count`,
        });
        await readStock(location);
        return;
      }
      const out = await adjustStock({
        sku: row.sku,
        location: location.id,
        counted_quantity: count.value,
        reason,
        evidence_token: fresh.evidence_token,
      });
      const adj = out.adjustment;
      setPostNotice({
        ok: true,
        text: `Posted ${adj.id}: ${row.name} at ${location.name}, ${adj.before} → ${adj.after}`,
      });
      setPosted((prev) => [
        {
          id: adj.id,
          sku: row.sku,
          locationName: location.name,
          before: adj.before,
          after: adj.after,
          reason,
          unitCost: fresh.item.unit_cost,
        },
        ...prev,
      ]);
      setCounts((prev) => {
        const next = { ...prev };
        delete next[row.sku];
        return next;
      });
      setStockVersion((n) => n + 1);
      await readStock(location);
    } catch (err) {
      setPostNotice({ ok: false, text: `Could not post: ${errorMessage(err)}` });
    } finally {
      setBusySku(null);
    }
  }

  const p = progress(rows, counts);
  const shownRows = onlyDifferences ? rows.filter((row) => hasDifference(row, counts[row.sku] ?? "")) : rows;

  return (
    <main className="page">
      <h1>Count desk</h1>
      <section className="card" aria-labelledby="count-heading">
        <div className="card-head">
          <h2 id="count-heading">Stock count</h2>
          <div className="field inline">
            <label htmlFor="location">Location</label>
            <select id="location" value={locationId} onChange={(e) => chooseLocation(e.target.value)}>
              {locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        {loadError && (
          <p className="alert alert-bad" role="alert">
            {loadError}
          </p>
        )}
        {postNotice && (
          <p className={postNotice.ok ? "alert alert-good" : "alert alert-bad"} role="status">
            {postNotice.text}
          </p>
        )}
        <label className="check">
          <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
          Only rows with a difference
        </label>
        <p className="progress" aria-live="polite">
          {p.counted} of {rows.length} items counted, {p.withDifference} with a difference
        </p>
        {loading && rows.length === 0 ? (
          <p className="muted">Reading live stock…</p>
        ) : (
          <CountTable
            rows={shownRows}
            counts={counts}
            reasons={reasons}
            busySku={busySku}
            confirmSku={confirmSku}
            onCountChange={changeCount}
            onReasonChange={changeReason}
            onPost={(row) => void post(row)}
            onAskConfirm={setConfirmSku}
            onCancelConfirm={() => setConfirmSku(null)}
          />
        )}
      </section>
      <PostedList entries={posted} />
      <ReservePanel
        locations={locations}
        products={products}
        refreshKey={stockVersion}
        onReserved={() => {
          if (location) void readStock(location);
        }}
      />
    </main>
  );
}
