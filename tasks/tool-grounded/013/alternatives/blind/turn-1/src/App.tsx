import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage, loadLocations, loadStock, type Location, type StockRow } from "./api";
import CountTable from "./CountTable";
import { progress } from "./count";
import "./styles.css";

export default function App() {
  const [locations, setLocations] = useState<Location[]>([]);
  const [locationId, setLocationId] = useState("");
  const [rows, setRows] = useState<StockRow[]>([]);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState("");
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

  function chooseLocation(id: string) {
    const location = locations.find((l) => l.id === id);
    if (!location) return;
    setLocationId(id);
    setCounts({});
    setRows([]);
    void readStock(location);
  }

  function changeCount(sku: string, text: string) {
    setCounts((prev) => ({ ...prev, [sku]: text }));
  }

  const p = progress(rows, counts);

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
        <p className="progress" aria-live="polite">
          {p.counted} of {rows.length} items counted, {p.withDifference} with a difference
        </p>
        {loading && rows.length === 0 ? (
          <p className="muted">Reading live stock…</p>
        ) : (
          <CountTable rows={rows} counts={counts} onCountChange={changeCount} />
        )}
      </section>
    </main>
  );
}
