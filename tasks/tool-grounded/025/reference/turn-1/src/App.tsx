import { useCallback, useEffect, useMemo, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type LocationStock = { location: string; on_hand: number; reserved: number; available: number };
type ItemRow = {
  sku: string;
  name: string;
  supplier_name: string;
  case_pack: number;
  reorder_point: number;
  unit_cost: number;
  stock: LocationStock[];
  total_available: number;
  on_order: number;
  below_reorder_point: boolean;
};
type Forecast = { sku: string; days: number; expected_demand: number };

// minimum order per supplier, in case packs
const MIN_CASES: Record<string, number> = {
  "Alpine Outfitters Supply": 2,
  "Blue Ridge Gear Co": 2,
  "Cascade Textiles": 4,
};

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function parseCover(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= 90 ? n : null;
}

type Plan = {
  item: ItemRow;
  demand: number | null;
  covered: boolean;
  qty: number;
};

function planFor(item: ItemRow, demand: number | null): Plan {
  if (demand === null) {
    return { item, demand, covered: false, qty: 0 };
  }
  const shortfall = demand - item.total_available - item.on_order;
  if (shortfall <= 0) {
    return { item, demand, covered: true, qty: 0 };
  }
  const minCases = MIN_CASES[item.supplier_name] ?? 2;
  const cases = Math.max(Math.ceil(shortfall / item.case_pack), minCases);
  return { item, demand, covered: false, qty: cases * item.case_pack };
}

export default function App() {
  const [coverText, setCoverText] = useState("21");
  const [items, setItems] = useState<ItemRow[] | null>(null);
  const [forecasts, setForecasts] = useState<Record<string, number>>({});
  const [message, setMessage] = useState("");

  const cover = parseCover(coverText);

  const loadItems = useCallback(async () => {
    try {
      const res = await callTool<{ items: ItemRow[] }>("list_items", {});
      setItems(res.items);
    } catch (e) {
      setMessage(`Could not read the stock: ${errorText(e)}`);
    }
  }, []);

  useEffect(() => {
    void loadItems();
  }, [loadItems]);

  const below = useMemo(
    () => (items ?? []).filter((it) => it.total_available < it.reorder_point).sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0)),
    [items],
  );

  // read the forecast of every listed item for the current Cover days
  useEffect(() => {
    if (cover === null) return;
    const missing = below.filter((it) => forecasts[`${it.sku}|${cover}`] === undefined);
    if (missing.length === 0) return;
    let live = true;
    Promise.all(
      missing.map((it) => callTool<Forecast>("forecast_demand", { sku: it.sku, days: cover })),
    )
      .then((results) => {
        if (!live) return;
        setForecasts((prev) => {
          const next = { ...prev };
          for (const f of results) next[`${f.sku}|${f.days}`] = f.expected_demand;
          return next;
        });
      })
      .catch((e) => {
        if (live) setMessage(`Could not read the forecast: ${errorText(e)}`);
      });
    return () => {
      live = false;
    };
  }, [below, cover, forecasts]);

  const plans: Plan[] = below.map((it) => {
    const d = cover === null ? undefined : forecasts[`${it.sku}|${cover}`];
    return planFor(it, d === undefined ? null : d);
  });
  const ready = plans.every((p) => p.demand !== null);
  const toOrder = plans.filter((p) => !p.covered).length;

  async function refresh() {
    setForecasts({});
    await loadItems();
  }

  return (
    <main className="desk">
      <h1>Reorder desk</h1>
      <div className="controls">
        <label className="field">
          <span>Cover days</span>
          <input type="number" min={1} max={90} step={1} value={coverText} onChange={(e) => setCoverText(e.target.value)} />
        </label>
        <button type="button" onClick={() => void refresh()}>
          Refresh
        </button>
      </div>
      {message && (
        <p className="message" role="status">
          {message}
        </p>
      )}

      <section aria-labelledby="reorder-heading">
        <h2 id="reorder-heading">Reorder list</h2>
        {cover === null ? (
          <p className="warning">Cover days must be 1 to 90</p>
        ) : items === null ? (
          <p>Reading stock…</p>
        ) : (
          <>
            {ready && (
              <p className="summary">
                {below.length} below reorder point, {toOrder} to order
              </p>
            )}
            <table>
              <thead>
                <tr>
                  <th scope="col">SKU</th>
                  <th scope="col">Item</th>
                  <th scope="col">Supplier</th>
                  <th scope="col">Available</th>
                  <th scope="col">On order</th>
                  <th scope="col">Demand</th>
                  <th scope="col">Order qty</th>
                </tr>
              </thead>
              <tbody>
                {plans.map((p) => (
                  <tr key={p.item.sku}>
                    <td>{p.item.sku}</td>
                    <td>{p.item.name}</td>
                    <td>{p.item.supplier_name}</td>
                    <td>{p.item.total_available}</td>
                    <td>{p.item.on_order}</td>
                    <td>{p.demand ?? ""}</td>
                    <td>{p.demand === null ? "" : p.covered ? "Covered" : p.qty}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
    </main>
  );
}
