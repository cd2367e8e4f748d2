import { useEffect, useRef, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type Loc = { id: string; name: string };
type ItemName = { sku: string; name: string };
type Detail = {
  sku: string;
  name: string;
  casePack: number;
  unitCents: number;
  available: Record<string, number>;
};

const WINDOW_DAYS = 28;
const SHORT_BELOW = 14;
const HEALTHY_UP_TO = 45;

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function wholeUp(x: number): number {
  return Math.ceil(Math.round(x * 1e6) / 1e6);
}

function oneDecimal(x: number): string {
  return (Math.round(x * 10) / 10).toFixed(1);
}

function band(cover: number): string {
  if (cover < SHORT_BELOW) return "Short";
  if (cover <= HEALTHY_UP_TO) return "Healthy";
  return "Surplus";
}


function toDetail(item: any): Detail {
  const available: Record<string, number> = {};
  for (const s of item.stock) available[s.location] = s.available;
  return {
    sku: item.sku,
    name: item.name,
    casePack: item.case_pack,
    unitCents: Math.round(item.unit_cost * 100),
    available,
  };
}


export default function App() {
  const [locations, setLocations] = useState<Loc[]>([]);
  const [items, setItems] = useState<ItemName[]>([]);
  const [sku, setSku] = useState("");
  const [detail, setDetail] = useState<Detail | null>(null);
  const [daily, setDaily] = useState<number | null>(null);
  const [loadError, setLoadError] = useState("");
  const [busy, setBusy] = useState(false);
  const skuRef = useRef("");

  const nameOf = (id: string) => locations.find((l) => l.id === id)?.name ?? id;


  async function openItem(which: string) {
    skuRef.current = which;
    setSku(which);
    setDetail(null);
    setDaily(null);
    setLoadError("");
    try {
      const [itemOut, forecast] = await Promise.all([
        callTool<{ item: any }>("get_item", { sku: which }),
        callTool<{ expected_demand: number }>("forecast_demand", { sku: which, days: WINDOW_DAYS }),
      ]);
      if (skuRef.current !== which) return;
      setDetail(toDetail(itemOut.item));
      setDaily(forecast.expected_demand / WINDOW_DAYS);
    } catch (e) {
      if (skuRef.current === which) setLoadError(`Could not read the item: ${errorText(e)}`);
    }
  }

  useEffect(() => {
    (async () => {
      try {
        const [locs, list] = await Promise.all([
          callTool<{ locations: Loc[] }>("list_locations", {}),
          callTool<{ items: any[] }>("list_items", {}),
        ]);
        setLocations(locs.locations.map((l) => ({ id: l.id, name: l.name })));
        const names = list.items.map((it) => ({ sku: it.sku, name: it.name }));
        setItems(names);
        const first = names.find((it) => it.name === "Trail Headlamp 300 lm") ?? names[0];
        if (first) await openItem(first.sku);
      } catch (e) {
        setLoadError(`Could not read the inventory system: ${errorText(e)}`);
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);



  const locRows = locations.map((l) => {
    const available = detail?.available[l.id] ?? 0;
    const cover = daily ? available / daily : 0;
    return { ...l, available, cover, band: band(cover) };
  });
  const shortCount = locRows.filter((r) => r.band === "Short").length;
  const ready = detail !== null && daily !== null;

  return (
    <main className="planner">
      <h1>Cover planner</h1>
      <div className="picker">
        <label htmlFor="item">Item</label>
        <select id="item" value={sku} onChange={(e) => openItem(e.target.value)} disabled={busy}>
          {items.map((it) => (
            <option key={it.sku} value={it.sku}>
              {it.name}
            </option>
          ))}
        </select>
        {daily !== null && <span className="figure">Daily demand: {oneDecimal(daily)} units</span>}
      </div>
      {loadError && <p className="error" role="alert">{loadError}</p>}

      <section aria-labelledby="cover-h">
        <h2 id="cover-h">Cover by location</h2>
        {ready ? (
          <>
            <table>
              <thead>
                <tr>
                  <th>Location</th>
                  <th>Available</th>
                  <th>Days of cover</th>
                  <th>Band</th>
                </tr>
              </thead>
              <tbody>
                {locRows.map((r) => (
                  <tr key={r.id}>
                    <td>{r.name}</td>
                    <td>{r.available}</td>
                    <td>{oneDecimal(r.cover)} days</td>
                    <td className={`band band-${r.band.toLowerCase()}`}>{r.band}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="summary">
              Short at {shortCount} of {locRows.length} locations
            </p>
          </>
        ) : (
          <p>Reading the item…</p>
        )}
      </section>


    </main>
  );
}
