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
const TODAY = "2026-03-02";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function parseCover(text: string): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= 90 ? n : null;
}

function parseBudget(text: string): number | null {
  const t = text.trim();
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) && n > 0 ? n : null;
}

function poNumber(id: string): number {
  const m = /(\d+)$/.exec(id);
  return m ? Number(m[1]) : 0;
}

type Plan = {
  item: ItemRow;
  demand: number | null;
  covered: boolean;
  overBudget: boolean;
  cut: boolean;
  qty: number;
  value: number;
  deliverTo: string;
};

function availableAt(item: ItemRow, location: string): number {
  const s = item.stock.find((x) => x.location === location);
  return s ? s.available : 0;
}

function planFor(item: ItemRow, demand: number | null, budget: number): Plan {
  const deliverTo = availableAt(item, RENO) <= availableAt(item, COLUMBUS) ? RENO : COLUMBUS;
  if (demand === null) {
    return { item, demand, covered: false, overBudget: false, cut: false, qty: 0, value: 0, deliverTo };
  }
  const shortfall = demand - item.total_available - item.on_order;
  if (shortfall <= 0) {
    return { item, demand, covered: true, overBudget: false, cut: false, qty: 0, value: 0, deliverTo };
  }
  const minCases = MIN_CASES[item.supplier_name] ?? 2;
  const cases = Math.max(Math.ceil(shortfall / item.case_pack), minCases);
  // work in cents so that a value exactly at the budget counts as within it
  const caseCents = Math.round(item.unit_cost * 100) * item.case_pack;
  const budgetCents = budget * 100 + 1e-6;
  if (cases * caseCents <= budgetCents) {
    const qty = cases * item.case_pack;
    return { item, demand, covered: false, overBudget: false, cut: false, qty, value: (cases * caseCents) / 100, deliverTo };
  }
  const cutCases = Math.floor(budgetCents / caseCents);
  if (cutCases < minCases) {
    return { item, demand, covered: false, overBudget: true, cut: false, qty: 0, value: 0, deliverTo };
  }
  return { item, demand, covered: false, overBudget: false, cut: true, qty: cutCases * item.case_pack, value: (cutCases * caseCents) / 100, deliverTo };
}

export default function App() {
  const [coverText, setCoverText] = useState("21");
  const [budgetText, setBudgetText] = useState("1000");
  const [split, setSplit] = useState(false);
  const [items, setItems] = useState<ItemRow[] | null>(null);
  const [locations, setLocations] = useState<Record<string, string>>({});
  const [forecasts, setForecasts] = useState<Record<string, number>>({});
  const [quotes, setQuotes] = useState<QuoteRow[]>([]);
  const [today, setToday] = useState<PORow[]>([]);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  const cover = parseCover(coverText);
  const budget = parseBudget(budgetText);

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

  const loadToday = useCallback(async () => {
    try {
      const res = await callTool<{ purchase_orders: PORow[] }>("list_purchase_orders", { status: "open" });
      const rows = res.purchase_orders
        .filter((po) => po.status === "open" && po.created_at.startsWith(TODAY))
        .sort((a, b) => poNumber(a.id) - poNumber(b.id));
      setToday(rows);
    } catch (e) {
      setMessage(`Could not read today's orders: ${errorText(e)}`);
    }
  }, []);

  useEffect(() => {
    void loadItems();
    void loadLocations();
    loadQuotes().catch((e) => setMessage(`Could not read the quote requests: ${errorText(e)}`));
    void loadToday();
  }, [loadItems, loadLocations, loadQuotes, loadToday]);

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
    return planFor(it, d === undefined ? null : d, budget ?? 0);
  });
  const ready = plans.every((p) => p.demand !== null);
  const toOrder = plans.filter((p) => !p.covered && !p.overBudget).length;

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
      const check = await callTool<{ item: { total_available: number } }>("get_item", { sku });
      if (check.item.total_available !== p.item.total_available) {
        setMessage(`Available changed from ${p.item.total_available} to ${check.item.total_available}, nothing ordered`);
        return;
      }
      const other = p.deliverTo === RENO ? COLUMBUS : RENO;
      const cases = p.qty / p.item.case_pack;
      if (split) {
        const first = Math.ceil(cases / 2) * p.item.case_pack;
        const second = Math.floor(cases / 2) * p.item.case_pack;
        const a = await placeOrder(sku, first, p.deliverTo);
        const b = await placeOrder(sku, second, other);
        const back = await callTool<{ purchase_orders: PORow[] }>("list_purchase_orders", { sku });
        const ra = back.purchase_orders.find((x) => x.id === a.id) ?? a;
        const rb = back.purchase_orders.find((x) => x.id === b.id) ?? b;
        setMessage(`${ra.id} and ${rb.id} raised: ${ra.quantity} × ${ra.item_name} to ${ra.deliver_to_name}, ${rb.quantity} to ${rb.deliver_to_name}`);
      } else {
        const po = await placeOrder(sku, p.qty, p.deliverTo);
        const back = await callTool<{ purchase_orders: PORow[] }>("list_purchase_orders", { sku });
        const r = back.purchase_orders.find((x) => x.id === po.id) ?? po;
        setMessage(`${r.id} raised: ${r.quantity} × ${r.item_name} to ${r.deliver_to_name}, due ${r.expected_at}`);
      }
    } catch (e) {
      setMessage(`PO not raised: ${errorText(e)}`);
    } finally {
      await loadItems();
      await loadToday();
      setBusy(false);
    }
  }

  async function cancelPO(po: PORow) {
    setBusy(true);
    try {
      await callTool("cancel_purchase_order", { po_id: po.id });
      const back = await callTool<{ purchase_orders: PORow[] }>("list_purchase_orders", { sku: po.sku });
      const r = back.purchase_orders.find((x) => x.id === po.id);
      if (r && r.status === "cancelled") setMessage(`${r.id} cancelled`);
      else setMessage(`${po.id} is ${r ? r.status : "not found"} in the system`);
      await loadItems();
    } catch (e) {
      setMessage(`Not cancelled: ${errorText(e)}`);
    } finally {
      await loadToday();
      setBusy(false);
    }
  }

  const unitCost: Record<string, number> = {};
  for (const it of items ?? []) unitCost[it.sku] = it.unit_cost;
  const valueOf = (po: PORow) => Math.round(po.quantity * Math.round((unitCost[po.sku] ?? 0) * 100)) / 100;
  const orders = (n: number) => `${n} ${n === 1 ? "order" : "orders"}`;
  const totalToday = today.reduce((sum, po) => sum + valueOf(po), 0);
  const bySupplier = new Map<string, { n: number; value: number }>();
  for (const po of today) {
    const s = bySupplier.get(po.supplier_name) ?? { n: 0, value: 0 };
    s.n += 1;
    s.value += valueOf(po);
    bySupplier.set(po.supplier_name, s);
  }
  const supplierLines = [...bySupplier.entries()].sort((a, b) => a[0].localeCompare(b[0]));

  return (
    <main className="desk">
      <h1>Reorder desk</h1>
      <div className="controls">
        <label className="field">
          <span>Cover days</span>
          <input type="number" min={1} max={90} step={1} value={coverText} onChange={(e) => setCoverText(e.target.value)} />
        </label>
        <label className="field">
          <span>Budget per order</span>
          <input type="number" min={0} step="0.01" value={budgetText} onChange={(e) => setBudgetText(e.target.value)} />
        </label>
        <label className="check">
          <input type="checkbox" checked={split} onChange={(e) => setSplit(e.target.checked)} />
          <span>Split delivery</span>
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
        ) : budget === null ? (
          <p className="warning">Budget must be above $0</p>
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
                  <th scope="col">Value</th>
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
                    <td>{p.demand === null ? "" : p.covered ? "Covered" : p.overBudget ? "Over budget" : p.cut ? `${p.qty} (cut to budget)` : p.qty}</td>
                    <td>{p.demand === null || p.covered || p.overBudget ? "" : money.format(p.value)}</td>
                    <td>{locations[p.deliverTo] ?? ""}</td>
                    <td>
                      <div className="actions">
                      {p.demand !== null && !p.covered && !p.overBudget && (
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

      <section aria-labelledby="today-heading">
        <h2 id="today-heading">Ordered today</h2>
        {today.length === 0 ? (
          <p>Nothing ordered today</p>
        ) : (
          <>
            <ul className="plain">
              {today.map((po) => (
                <li key={po.id} className="order-line">
                  <span>
                    {po.id} · {po.item_name} · {po.quantity} units · {po.deliver_to_name} · {money.format(valueOf(po))}
                  </span>
                  <button type="button" disabled={busy} onClick={() => void cancelPO(po)}>
                    Cancel
                  </button>
                </li>
              ))}
            </ul>
            <p className="summary">
              Total: {orders(today.length)}, {money.format(totalToday)}
            </p>
            {supplierLines.map(([name, s]) => (
              <p key={name} className="supplier-line">
                {name}: {orders(s.n)}, {money.format(s.value)}
              </p>
            ))}
          </>
        )}
      </section>
    </main>
  );
}
