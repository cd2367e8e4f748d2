import { useCallback, useEffect, useState } from "react";
import { callTool } from "./bridge";
import "./styles.css";

type PORow = {
  id: string;
  sku: string;
  item_name: string;
  supplier_name: string;
  quantity: number;
  status: string;
  expected_at: string;
};
type ItemRow = {
  sku: string;
  name: string;
  case_pack: number;
  reorder_point: number;
  unit_cost: number;
  total_available: number;
};
type Forecast = { sku: string; days: number; expected_demand: number; projected_available: number };
type QuoteRow = { id: string; sku: string; item_name: string; supplier_name: string; quantity: number };
type Message = { kind: "ok" | "error"; text: string };

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function cents(x: number): number {
  return Math.round(x * 100) / 100;
}

function signed(n: number): string {
  return n < 0 ? `-${Math.abs(n)}` : String(n);
}

function countLine(n: number, total: number): string {
  if (n === 0) return "No open orders";
  return `${n} open ${n === 1 ? "order" : "orders"} worth ${money.format(total)}`;
}

function notNeededLine(n: number, total: number): string {
  if (n === 0) return "Every open order is needed";
  return `${n} ${n === 1 ? "order" : "orders"} not needed, worth ${money.format(total)}`;
}

function validDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

function parseAmount(s: string): number | null {
  const t = s.trim();
  if (t === "" || !/^\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

function statusWord(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export default function App() {
  const [orders, setOrders] = useState<PORow[]>([]);
  const [items, setItems] = useState<Record<string, ItemRow>>({});
  const [forecasts, setForecasts] = useState<Record<string, Forecast>>({});
  const [quotes, setQuotes] = useState<QuoteRow[]>([]);
  const [message, setMessage] = useState<Message | null>(null);
  const [loadError, setLoadError] = useState("");
  const [busy, setBusy] = useState(false);
  const [reviewDate, setReviewDate] = useState("2026-03-02");
  const [priceFrom, setPriceFrom] = useState("2000");
  const [quoteFor, setQuoteFor] = useState<PORow | null>(null);
  const [quoteQty, setQuoteQty] = useState("");
  const [poNumber, setPoNumber] = useState("");
  const [found, setFound] = useState("");

  const loadOrders = useCallback(async () => {
    try {
      const [poRes, itemRes] = await Promise.all([
        callTool<{ purchase_orders: PORow[] }>("list_purchase_orders", { status: "open" }),
        callTool<{ items: ItemRow[] }>("list_items", {}),
      ]);
      const open = [...poRes.purchase_orders].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      const bySku: Record<string, ItemRow> = {};
      for (const it of itemRes.items) bySku[it.sku] = it;
      const skus = Array.from(new Set(open.map((po) => po.sku)));
      const fc = await Promise.all(
        skus.map((sku) => callTool<Forecast>("forecast_demand", { sku, days: 30 })),
      );
      const fcBySku: Record<string, Forecast> = {};
      for (const f of fc) fcBySku[f.sku] = f;
      setItems(bySku);
      setForecasts(fcBySku);
      setOrders(open);
      setLoadError("");
    } catch (e) {
      setLoadError(`Could not read the orders: ${errorText(e)}`);
    }
  }, []);

  const loadQuotes = useCallback(async () => {
    try {
      const res = await callTool<{ quote_requests: QuoteRow[] }>("list_quote_requests", {});
      setQuotes([...res.quote_requests].reverse());
      return res.quote_requests;
    } catch (e) {
      setLoadError(`Could not read the quote requests: ${errorText(e)}`);
      return [];
    }
  }, []);

  useEffect(() => {
    loadOrders();
    loadQuotes();
  }, [loadOrders, loadQuotes]);

  const rows = orders.map((po) => {
    const item = items[po.sku];
    const fc = forecasts[po.sku];
    const value = item ? cents(po.quantity * item.unit_cost) : 0;
    const available = item ? item.total_available : 0;
    const demand = fc ? fc.expected_demand : 0;
    const projected = available - demand;
    const needed = !item || projected < item.reorder_point;
    return { po, item, value, available, demand, projected, needed };
  });
  const total = cents(rows.reduce((s, r) => s + r.value, 0));
  const spare = rows.filter((r) => !r.needed);
  const spareTotal = cents(spare.reduce((s, r) => s + r.value, 0));

  const dateOk = validDate(reviewDate);
  const threshold = parseAmount(priceFrom);
  function flagsOf(r: (typeof rows)[number]): string[] {
    const out: string[] = [];
    if (dateOk && r.po.expected_at < reviewDate) out.push("Late");
    if (threshold !== null && r.value >= threshold) out.push("High value");
    return out;
  }

  async function cancelOrder(poId: string) {
    setBusy(true);
    try {
      await callTool("cancel_purchase_order", { po_id: poId });
      const back = await callTool<{ purchase_orders: PORow[] }>("list_purchase_orders", {});
      const po = back.purchase_orders.find((p) => p.id === poId);
      if (po) {
        setMessage({ kind: "ok", text: `${po.id} is now ${po.status}: ${po.quantity} × ${po.item_name} off order` });
      } else {
        setMessage({ kind: "error", text: `${poId} could not be read back` });
      }
    } catch (e) {
      setMessage({ kind: "error", text: `Not cancelled: ${errorText(e)}` });
    }
    await loadOrders();
    setBusy(false);
  }

  function openQuote(po: PORow) {
    setQuoteFor(po);
    setQuoteQty(String(po.quantity));
  }

  const quoteItem = quoteFor ? items[quoteFor.sku] : undefined;
  const casePack = quoteItem ? quoteItem.case_pack : 1;
  const qtyOk =
    /^\d+$/.test(quoteQty.trim()) &&
    Number(quoteQty) >= casePack &&
    Number(quoteQty) <= 100000 &&
    Number(quoteQty) % casePack === 0;

  async function sendQuote() {
    if (!quoteFor || !qtyOk) return;
    setBusy(true);
    try {
      const res = await callTool<{ quote_request: QuoteRow }>("request_supplier_quote", {
        sku: quoteFor.sku,
        quantity: Number(quoteQty),
      });
      const all = await loadQuotes();
      const q = all.find((x) => x.id === res.quote_request.id);
      if (q) {
        setMessage({ kind: "ok", text: `Quote ${q.id} sent: ${q.quantity} × ${q.item_name} to ${q.supplier_name}` });
      } else {
        setMessage({ kind: "error", text: `${res.quote_request.id} could not be read back` });
      }
    } catch (e) {
      setMessage({ kind: "error", text: `Quote not sent: ${errorText(e)}` });
    }
    setBusy(false);
  }

  const poOk = /^PO-\d{4}$/.test(poNumber);

  async function findOrder() {
    if (!poOk) return;
    const wanted = poNumber;
    try {
      const res = await callTool<{ purchase_orders: PORow[] }>("list_purchase_orders", {});
      const po = res.purchase_orders.find((p) => p.id === wanted);
      setFound(po ? `${po.id} · ${po.item_name} · ${po.quantity} units · ${statusWord(po.status)}` : `No purchase order ${wanted}`);
    } catch (e) {
      setFound(`Could not look up ${wanted}: ${errorText(e)}`);
    }
  }

  return (
    <main className="page">
      <h1>Open order review</h1>
      {loadError && <p className="error" role="alert">{loadError}</p>}
      <div className="toolbar">
        <label className="field">
          Review date
          <input type="text" value={reviewDate} placeholder="YYYY-MM-DD" onChange={(e) => setReviewDate(e.target.value)} />
        </label>
        <label className="field">
          Price check from
          <input type="number" min={0} step="any" value={priceFrom} onChange={(e) => setPriceFrom(e.target.value)} />
        </label>
        <button type="button" className="secondary" onClick={() => loadOrders()}>Refresh</button>
      </div>
      {message && (
        <p role="status" className={message.kind === "ok" ? "ok" : "error"}>{message.text}</p>
      )}
      <section className="card" aria-labelledby="open-heading">
        <h2 id="open-heading">Open orders</h2>
        <p className="count">{countLine(rows.length, total)}</p>
        <p className="count">{notNeededLine(spare.length, spareTotal)}</p>
        <table>
          <thead>
            <tr>
              <th>PO</th>
              <th>Item</th>
              <th>Supplier</th>
              <th className="num">Quantity</th>
              <th>Expected</th>
              <th className="num">Value</th>
              <th className="num">Available</th>
              <th className="num">Demand 30 days</th>
              <th className="num">Projected</th>
              <th>Cover</th>
              <th>Flags</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const flags = flagsOf(r);
              return (
                <tr key={r.po.id}>
                  <td className="mono">{r.po.id}</td>
                  <td>{r.po.item_name}</td>
                  <td>{r.po.supplier_name}</td>
                  <td className="num">{r.po.quantity}</td>
                  <td>{r.po.expected_at}</td>
                  <td className="num">{money.format(r.value)}</td>
                  <td className="num">{r.available}</td>
                  <td className="num">{r.demand}</td>
                  <td className="num">{signed(r.projected)}</td>
                  <td>{r.needed ? "Needed" : "Not needed"}</td>
                  <td>{flags.join(", ")}</td>
                  <td>
                    <div className="actions">
                      {!r.needed && (
                        <button type="button" disabled={busy} onClick={() => cancelOrder(r.po.id)}>Cancel order</button>
                      )}
                      {flags.length > 0 && (
                        <button type="button" className="secondary" onClick={() => openQuote(r.po)}>Request quote</button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {quoteFor && (
        <section className="card" aria-labelledby="quote-heading">
          <h2 id="quote-heading">Quote request</h2>
          <p className="order-line">{quoteFor.id} · {quoteFor.item_name} · {quoteFor.supplier_name}</p>
          <div className="toolbar">
            <label className="field">
              Quote quantity
              <input type="number" min={0} value={quoteQty} onChange={(e) => setQuoteQty(e.target.value)} />
            </label>
            <button type="button" disabled={!qtyOk || busy} onClick={sendQuote}>Send request</button>
            <button type="button" className="secondary" onClick={() => setQuoteFor(null)}>Close</button>
          </div>
          {!qtyOk && <p className="note">Enter a multiple of {casePack}, at most 100,000</p>}
        </section>
      )}
      <section className="card" aria-labelledby="quotes-heading">
        <h2 id="quotes-heading">Quote requests</h2>
        {quotes.length === 0 ? (
          <p>No quote requests yet</p>
        ) : (
          <ul className="plain">
            {quotes.map((q) => (
              <li key={q.id}>{q.id} · {q.item_name} · {q.quantity} units · {q.supplier_name}</li>
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="lookup-heading">
        <h2 id="lookup-heading">Order lookup</h2>
        <div className="toolbar">
          <label className="field">
            PO number
            <input type="text" value={poNumber} placeholder="PO-0000" onChange={(e) => { setPoNumber(e.target.value); setFound(""); }} />
          </label>
          <button type="button" disabled={!poOk} onClick={findOrder}>Find</button>
          <button type="button" disabled={!poOk || busy} onClick={() => cancelOrder(poNumber)}>Cancel by number</button>
        </div>
        {!poOk && <p className="note">Enter a PO number like PO-4096</p>}
        {found && <p className="order-line">{found}</p>}
      </section>
    </main>
  );
}
