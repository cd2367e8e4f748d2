import { useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Location = { id: string; name: string; kind: string };
type LocationStock = { location: string; on_hand: number; reserved: number; available: number };
type ItemRow = { sku: string; name: string; stock: LocationStock[]; total_available: number };
type Row = { sku: string; name: string; avail: Record<string, number>; total: number };

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function toRow(item: ItemRow): Row {
  const avail: Record<string, number> = {};
  for (const s of item.stock) avail[s.location] = s.available;
  return { sku: item.sku, name: item.name, avail, total: item.total_available };
}

export default function App() {
  const [locations, setLocations] = useState<Location[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [loadError, setLoadError] = useState("");
  const [search, setSearch] = useState("");

  async function loadStock() {
    const res = await callTool<{ items: ItemRow[] }>("list_items", {});
    setRows(res.items.map(toRow));
  }

  useEffect(() => {
    (async () => {
      try {
        const res = await callTool<{ locations: Location[] }>("list_locations", {});
        setLocations([...res.locations].sort((a, b) => b.id.localeCompare(a.id)));
        await loadStock();
      } catch (e) {
        setLoadError(`Could not load stock: ${message(e)}`);
      }
    })();
  }, []);

  const query = search.trim().toLowerCase();
  const visible = rows.filter(
    (r) =>
      (!query || r.sku.toLowerCase().includes(query) || r.name.toLowerCase().includes(query)),
  );

  return (
    <main className="page">
      <header className="top">
        <h1>Transfer console</h1>
        {rows.length > 0 && <p className="summary">{rows.length} items across {locations.length} locations</p>}
        {loadError && <p role="alert" className="error">{loadError}</p>}
      </header>

      <section className="card" aria-labelledby="stock-title">
        <div className="toolbar">
          <h2 id="stock-title">Stock by location</h2>
          <div className="field">
            <label htmlFor="f-search-items">Search items</label>
            <input id="f-search-items" type="text" value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <button type="button" className="secondary" onClick={() => loadStock()}>Refresh</button>
        </div>
        <table>
          <thead>
            <tr>
              <th scope="col">Item</th>
              {locations.map((l) => <th scope="col" key={l.id} className="num">{l.name}</th>)}
              <th scope="col" className="num">Network</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((r) => (
              <tr key={r.sku}>
                <td>
                  <span className="mono sku">{r.sku}</span> <span className="item-name">{r.name}</span>
                </td>
                {locations.map((l) => {
                  const n = r.avail[l.id] ?? 0;
                  return <td key={l.id} className={n < 10 ? "num low" : "num"}>{n < 10 ? `${n} (low)` : n}</td>;
                })}
                <td className="num strong">{r.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

    </main>
  );
}
