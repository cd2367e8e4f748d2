import { useEffect, useState } from "react";
import {
  cancelOrder,
  errorMessage,
  forecastDemand,
  listItems,
  listOpenOrders,
  listQuoteRequests,
  type Item,
  type PurchaseOrder,
  type QuoteRequest,
} from "./api";
import { flagsFor, parsePriceCents, parseReviewDate } from "./flags";
import { cancelledMessage, formatUsd, isoDate, notNeededLine, openOrdersLine, unitsText } from "./format";
import QuotePanel from "./QuotePanel";
import { buildRows } from "./rows";
import "./styles.css";

function figure(value: number | null): string {
  return value === null ? "—" : String(value);
}

export default function App() {
  const [orders, setOrders] = useState<PurchaseOrder[] | null>(null);
  const [items, setItems] = useState<Map<string, Item>>(new Map());
  const [demand, setDemand] = useState<Map<string, number>>(new Map());
  const [loadError, setLoadError] = useState("");
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [reviewDate, setReviewDate] = useState("2026-03-02");
  const [priceFrom, setPriceFrom] = useState("2000");
  const [quoteFor, setQuoteFor] = useState<PurchaseOrder | null>(null);
  const [quotes, setQuotes] = useState<QuoteRequest[] | null>(null);
  const [quotesError, setQuotesError] = useState("");

  async function load() {
    setLoading(true);
    try {
      const [open, itemMap] = await Promise.all([listOpenOrders(), listItems()]);
      const demandMap = await forecastDemand(open.map((po) => po.sku));
      setItems(itemMap);
      setDemand(demandMap);
      setOrders(open);
      setLoadError("");
    } catch (error) {
      setLoadError(`Could not read the open orders: ${errorMessage(error)}`);
    } finally {
      setLoading(false);
    }
  }

  async function loadQuotes() {
    try {
      setQuotes(await listQuoteRequests());
      setQuotesError("");
    } catch (error) {
      setQuotesError(`Could not read the quote requests: ${errorMessage(error)}`);
    }
  }

  async function cancel(poId: string) {
    setBusy(true);
    try {
      const order = await cancelOrder(poId);
      setOutcome({ ok: true, text: cancelledMessage(order) });
    } catch (error) {
      setOutcome({ ok: false, text: `Not cancelled: ${errorMessage(error)}` });
    }
    await load();
    setBusy(false);
  }

  useEffect(() => {
    void load();
    void loadQuotes();
  }, []);

  const review = parseReviewDate(reviewDate);
  const priceCents = parsePriceCents(priceFrom);
  const rows = buildRows(orders ?? [], items, demand);
  const totalCents = rows.reduce((sum, row) => sum + row.cents, 0);
  const notNeeded = rows.filter((row) => row.cover === "Not needed");
  const notNeededCents = notNeeded.reduce((sum, row) => sum + row.cents, 0);

  return (
    <main className="page">
      <h1>Open order review</h1>
      <p className="intro">Tallgrass Trail Supply purchase orders still open with suppliers, live from the inventory system.</p>

      <section className="card" aria-labelledby="open-heading">
        <div className="section-head">
          <h2 id="open-heading">Open orders</h2>
          <button type="button" onClick={() => void load()} disabled={loading}>
            Refresh
          </button>
        </div>

        <div className="toolbar">
          <div className="field">
            <label htmlFor="review-date">Review date</label>
            <input
              id="review-date"
              type="text"
              inputMode="numeric"
              value={reviewDate}
              onChange={(e) => setReviewDate(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="price-from">Price check from</label>
            <input
              id="price-from"
              type="number"
              min={0}
              step="0.01"
              value={priceFrom}
              onChange={(e) => setPriceFrom(e.target.value)}
            />
          </div>
        </div>

        {loadError && (
          <p className="notice error" role="alert">
            {loadError}
          </p>
        )}

        {outcome && (
          <p className={outcome.ok ? "notice" : "notice error"} role="status">
            {outcome.text}
          </p>
        )}

        {orders === null ? (
          !loadError && <p className="muted">Reading the open orders…</p>
        ) : (
          <>
            <p className="summary">{openOrdersLine(rows.length, totalCents)}</p>
            <p className="summary">{notNeededLine(notNeeded.length, notNeededCents)}</p>
            {rows.length > 0 && (
              <div className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">PO</th>
                      <th scope="col">Item</th>
                      <th scope="col">Supplier</th>
                      <th scope="col" className="num">
                        Quantity
                      </th>
                      <th scope="col">Expected</th>
                      <th scope="col" className="num">
                        Value
                      </th>
                      <th scope="col" className="num">
                        Available
                      </th>
                      <th scope="col" className="num">
                        Demand 30 days
                      </th>
                      <th scope="col" className="num">
                        Projected
                      </th>
                      <th scope="col">Cover</th>
                      <th scope="col">Flags</th>
                      <th scope="col">Action</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => {
                      const flags = flagsFor(isoDate(row.po.expected_at), row.cents, review, priceCents);
                      return (
                        <tr key={row.po.id}>
                          <td>{row.po.id}</td>
                          <td>{row.po.item_name}</td>
                          <td>{row.po.supplier_name}</td>
                          <td className="num">{row.po.quantity}</td>
                          <td>{isoDate(row.po.expected_at)}</td>
                          <td className="num">{formatUsd(row.cents)}</td>
                          <td className="num">{figure(row.available)}</td>
                          <td className="num">{figure(row.demand)}</td>
                          <td className="num">{figure(row.projected)}</td>
                          <td className={row.cover === "Not needed" ? "cover-not-needed" : undefined}>{row.cover ?? "—"}</td>
                          <td>{flags}</td>
                          <td>
                            <div className="actions">
                              {row.cover === "Not needed" && (
                                <button
                                  type="button"
                                  className="danger"
                                  disabled={busy}
                                  onClick={() => void cancel(row.po.id)}
                                >
                                  Cancel order
                                </button>
                              )}
                              {flags !== "" && (
                                <button type="button" className="secondary" onClick={() => setQuoteFor(row.po)}>
                                  Request quote
                                </button>
                              )}
                            </div>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>

      {quoteFor && (
        <QuotePanel
          key={quoteFor.id}
          po={quoteFor}
          item={items.get(quoteFor.sku)}
          onQuotes={setQuotes}
          onClose={() => setQuoteFor(null)}
        />
      )}

      <section className="card" aria-labelledby="quotes-heading">
        <h2 id="quotes-heading" className="section-title">
          Quote requests
        </h2>
        {quotesError && (
          <p className="notice error" role="alert">
            {quotesError}
          </p>
        )}
        {quotes === null ? (
          !quotesError && <p className="muted">Reading the quote requests…</p>
        ) : quotes.length === 0 ? (
          <p className="muted">No quote requests yet.</p>
        ) : (
          <ul className="plain-list">
            {quotes.map((q) => (
              <li key={q.id}>
                {q.id} · {q.item_name} · {unitsText(q.quantity)} · {q.supplier_name}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
