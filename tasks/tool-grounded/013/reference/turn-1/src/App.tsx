import { useCallback, useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Location = { id: string; name: string; kind: string };
type LocationStock = { location: string; on_hand: number; reserved: number; available: number };
type ItemRow = { sku: string; name: string; stock: LocationStock[] };
type Row = { sku: string; name: string; onHand: number; reserved: number; available: number };

const DEFAULT_LOCATION = "WH-RNO";

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A typed value is a count only when it is a whole number of 0 or more. */
function parseCount(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) ? Number(t) : null;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `-${Math.abs(n)}` : "0";
}

export default function App() {
  const [locations, setLocations] = useState<Location[]>([]);
  const [loc, setLoc] = useState(DEFAULT_LOCATION);
  const [rows, setRows] = useState<Row[]>([]);
  const [counts, setCounts] = useState<Record<string, string>>({});
  const [loadError, setLoadError] = useState("");
  const latest = useRef(0);

  const loadRows = useCallback(async (location: string) => {
    const ticket = ++latest.current;
    try {
      const res = await callTool<{ items: ItemRow[] }>("list_items", { location });
      if (ticket !== latest.current) return;
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

  const parsed = rows.map((r) => {
    const text = counts[r.sku] ?? "";
    const count = parseCount(text);
    return { row: r, text, count, invalid: text.trim() !== "" && count === null };
  });
  const counted = parsed.filter((p) => p.count !== null);
  const withDiff = counted.filter((p) => p.count !== p.row.onHand);

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
            </tr>
          </thead>
          <tbody>
            {parsed.map(({ row, text, count, invalid }) => {
              const diff = count === null ? null : count - row.onHand;
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
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </main>
  );
}
