import { useState } from "react";
import { formatUsd } from "./money";
import {
  PAPERS,
  PRODUCTS,
  START_ORDER,
  TURNAROUNDS,
  buildQuote,
  parseQuantity,
  roundedCornersAllowed,
  type Order,
  type Paper,
  type Product,
  type Turnaround,
} from "./pricing";
import SavedQuotes, { type SavedQuote } from "./SavedQuotes";
import "./styles.css";

export default function App() {
  const [order, setOrder] = useState<Order>(START_ORDER);
  const [customerName, setCustomerName] = useState("");
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState<SavedQuote[]>([]);
  const [nextId, setNextId] = useState(1);

  function update(patch: Partial<Order>) {
    setOrder((current) => ({ ...current, ...patch }));
  }

  function changeProduct(product: Product) {
    // Rounded corners are for business cards only: leaving them clears the tick for good.
    setOrder((current) => ({
      ...current,
      product,
      roundedCorners: roundedCornersAllowed(product) ? current.roundedCorners : false,
    }));
  }

  const quote = buildQuote(order);
  const cornersAllowed = roundedCornersAllowed(order.product);

  function saveQuote() {
    const errors: string[] = [];
    const name = customerName.trim();
    if (name === "") errors.push("Enter a customer name");
    if (!quote.ok) errors.push("Fix the order before saving");
    const quantity = parseQuantity(order.quantity);
    if (errors.length > 0 || !quote.ok || quantity === null) {
      setSaveErrors(errors);
      return;
    }
    const entry: SavedQuote = {
      id: nextId,
      customerName: name,
      order: { ...order, quantity: String(quantity) },
      totalCents: quote.totalCents,
    };
    setSaved((list) => [entry, ...list]);
    setNextId((n) => n + 1);
    setCustomerName("");
    setSaveErrors([]);
  }

  function loadQuote(entry: SavedQuote) {
    setOrder({ ...entry.order });
    setCustomerName(entry.customerName);
  }

  function removeQuote(id: number) {
    setSaved((list) => list.filter((q) => q.id !== id));
  }

  return (
    <main className="page">
      <h1>Print quote</h1>
      <p className="intro">Quayside Print &amp; Copy counter pricing. All amounts in US dollars.</p>

      <section className="card" aria-labelledby="order-heading">
        <h2 id="order-heading">Order</h2>
        <div className="fields">
          <div className="field">
            <label htmlFor="product">Product</label>
            <select id="product" value={order.product} onChange={(e) => changeProduct(e.target.value as Product)}>
              {PRODUCTS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="quantity">Quantity</label>
            <input
              id="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={5000}
              step={1}
              value={order.quantity}
              onChange={(e) => update({ quantity: e.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="paper">Paper</label>
            <select id="paper" value={order.paper} onChange={(e) => update({ paper: e.target.value as Paper })}>
              {PAPERS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="turnaround">Turnaround</label>
            <select
              id="turnaround"
              value={order.turnaround}
              onChange={(e) => update({ turnaround: e.target.value as Turnaround })}
            >
              {TURNAROUNDS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="checks">
          <label className="check">
            <input
              type="checkbox"
              checked={order.lamination}
              onChange={(e) => update({ lamination: e.target.checked })}
            />
            <span>Lamination</span>
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={cornersAllowed && order.roundedCorners}
              disabled={!cornersAllowed}
              onChange={(e) => update({ roundedCorners: e.target.checked })}
            />
            <span>Rounded corners</span>
          </label>
        </div>
      </section>

      <section className="card" aria-labelledby="quote-heading">
        <h2 id="quote-heading">Quote</h2>
        {quote.ok ? (
          <div className="quote-lines">
            {quote.lines.map((line) => (
              <p key={line.label} className={line.label === "Total" ? "quote-line total" : "quote-line"}>
                {line.label}: {formatUsd(line.cents)}
              </p>
            ))}
          </div>
        ) : (
          <p className="error" role="alert">
            {quote.message}
          </p>
        )}
      </section>

      <div className="card save-panel">
        <div className="save-row">
          <div className="field">
            <label htmlFor="customer-name">Customer name</label>
            <input
              id="customer-name"
              type="text"
              autoComplete="off"
              value={customerName}
              onChange={(e) => setCustomerName(e.target.value)}
            />
          </div>
          <button type="button" onClick={saveQuote}>
            Save quote
          </button>
        </div>
        {saveErrors.length > 0 && (
          <div className="messages" role="alert">
            {saveErrors.map((message) => (
              <p key={message} className="error">
                {message}
              </p>
            ))}
          </div>
        )}
      </div>

      <SavedQuotes quotes={saved} onLoad={loadQuote} onRemove={removeQuote} />
    </main>
  );
}
