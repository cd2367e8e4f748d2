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
type Location = { id: string; name: string; kind: string };
type Forecast = { sku: string; days: number; expected_demand: number };
type QuoteRow = { id: string; item_name: string; supplier_name: string; quantity: number };
type PORow = {
  id: string;
  sku: string;
  item_name: string;
  supplier_name: string;
  quantity: number;
  deliver_to: string;
  deliver_to_name: string;
  status: string;
  created_at: string;
  expected_at: string;
};

// minimum order per supplier, in case packs
const MIN_CASES: Record<string, number> = {
  "Alpine Outfitters Supply": 2,
  "Blue Ridge Gear Co": 2,
  "Cascade Textiles": 4,
};
const RENO = "WH-RNO";
const COLUMBUS = "WH-CMH";

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
  deliverTo: string;
};

function availableAt(item: ItemRow, location: string): number {
  const s = item.stock.find((x) => x.location === location);
  return s ? s.available : 0;
}

function planFor(item: ItemRow, demand: number | null): Plan {
  const deliverTo = availableAt(item, RENO) <= availableAt(item, COLUMBUS) ? RENO : COLUMBUS;
  if (demand === null) {
    return { item, demand, covered: false, qty: 0, deliverTo };
  }
  const shortfall = demand - item.total_available - item.on_order;
  if (shortfall <= 0) {
    return { item, demand, covered: true, qty: 0, deliverTo };
  }
  const minCases = MIN_CASES[item.supplier_name] ?? 2;
  const cases = Math.max(Math.ceil(shortfall / item.case_pack), minCases);
  return { item, demand, covered: false, qty: cases * item.case_pack, deliverTo };
}

export default function App() {
  const [coverText, setCoverText] = useState("21");
  const [items, setItems] = useState<ItemRow[] | null>(null);
  const [locations, setLocations] = useState<Record<string, string>>({});
  const [forecasts, setForecasts] = useState<Record<string, number>>({});
  const [quotes, setQuotes] = useState<QuoteRow[]>([]);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  const cover = parseCover(coverText);

  const loadItems = useCallback(async () => {
    try {
      const res = await callTool<{ items: ItemRow[] }>("list_items", {});
      setItems(res.items);
    } catch (e) {
      setMessage(`Could not read the stock: ${errorText(e)}`);
    }
  }, []);

  const loadLocations = useCallback(async () => {
    try {
      const res = await callTool<{ locations: Location[] }>("list_locations", {});
      const names: Record<string, string> = {};
      for (const l of res.locations) names[l.id] = l.name;
      setLocations(names);
    } catch (e) {
      setMessage(`Could not read the locations: ${errorText(e)}`);
    }
  }, []);

  const loadQuotes = useCallback(async (): Promise<QuoteRow[]> => {
    const res = await callTool<{ quote_requests: QuoteRow[] }>("list_quote_requests", {});
    const newest = [...res.quote_requests].reverse();
    setQuotes(newest);
    return newest;
  }, []);

  useEffect(() => {
    void loadItems();
    void loadLocations();
    loadQuotes().catch((e) => setMessage(`Could not read the quote requests: ${errorText(e)}`));
  }, [loadItems, loadLocations, loadQuotes]);

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

  async function requestQuote(p: Plan) {
    setBusy(true);
    try {
      const res = await callTool<{ quote_request: QuoteRow }>("request_supplier_quote", { sku: p.item.sku, quantity: p.qty });
      const list = await loadQuotes();
      const q = list.find((x) => x.id === res.quote_request.id) ?? res.quote_request;
      setMessage(`Quote ${q.id} requested: ${q.quantity} × ${q.item_name} from ${q.supplier_name}`);
    } catch (e) {
      setMessage(`Quote not requested: ${errorText(e)}`);
    } finally {
      setBusy(false);
    }
  }

  async function placeOrder(sku: string, quantity: number, deliverTo: string): Promise<PORow> {
    const fresh = await callTool<{ evidence_token: string }>("get_item", { sku });
    const res = await callTool<{ purchase_order: PORow }>("create_purchase_order", {
      sku,
      quantity,
      deliver_to: deliverTo,
      evidence_token: fresh.evidence_token,
    });
    return res.purchase_order;
  }

  async function raisePO(p: Plan) {
    setBusy(true);
    const sku = p.item.sku;
    try {
      const po = await placeOrder(sku, p.qty, p.deliverTo);
      const back = await callTool<{ purchase_orders: PORow[] }>("list_purchase_orders", { sku });
      const r = back.purchase_orders.find((x) => x.id === po.id) ?? po;
      setMessage(`${r.id} raised: ${r.quantity} × ${r.item_name} to ${r.deliver_to_name}, due ${r.expected_at}`);
    } catch (e) {
      setMessage(`PO not raised: ${errorText(e)}`);
    } finally {
      await loadItems();
      setBusy(false);
    }
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
                  <th scope="col">Deliver to</th>
                  <th scope="col">Actions</th>
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
                    <td>{locations[p.deliverTo] ?? ""}</td>
                    <td>
                      <div className="actions">
                      {p.demand !== null && !p.covered && (
                        <>
                          <button type="button" disabled={busy} onClick={() => void requestQuote(p)}>
                            Request quote
                          </button>
                          <button type="button" disabled={busy} onClick={() => void raisePO(p)}>
                            Raise PO
                          </button>
                        </>
                      )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>

      <section aria-labelledby="quotes-heading">
        <h2 id="quotes-heading">Quote requests</h2>
        {quotes.length === 0 ? (
          <p>No quote requests yet</p>
        ) : (
          <ul className="plain">
            {quotes.map((q) => (
              <li key={q.id}>
                {q.id}: {q.quantity} × {q.item_name} ({q.supplier_name})
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
