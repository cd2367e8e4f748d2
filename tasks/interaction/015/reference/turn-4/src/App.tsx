import { useState } from "react";
import "./styles.css";
import {
  Order,
  PAPERS,
  PRODUCTS,
  Paper,
  Product,
  TURNAROUNDS,
  Turnaround,
  buildQuote,
  money,
  parseQuantity,
} from "./pricing";

type SavedQuote = Order & { id: number; customer: string; quantityNumber: number; totalCents: number };

const NAME_MESSAGE = "Enter a customer name";
const ORDER_MESSAGE = "Fix the order before saving";

const START: Order = {
  product: "Business cards",
  quantity: "250",
  paper: "Standard",
  lamination: false,
  roundedCorners: false,
  turnaround: "Standard (5 days)",
};

export default function App() {
  const [order, setOrder] = useState<Order>(START);
  const [customer, setCustomer] = useState("");
  const [saved, setSaved] = useState<SavedQuote[]>([]);
  const [nextId, setNextId] = useState(1);
  const [messages, setMessages] = useState<string[]>([]);

  const quote = buildQuote(order);
  const cornersAllowed = order.product === "Business cards";

  function change(patch: Partial<Order>) {
    setOrder((current) => {
      const next = { ...current, ...patch };
      if (next.product !== "Business cards") next.roundedCorners = false;
      return next;
    });
  }

  function saveQuote() {
    const found: string[] = [];
    if (!customer.trim()) found.push(NAME_MESSAGE);
    if (!quote.ok) found.push(ORDER_MESSAGE);
    setMessages(found);
    if (found.length > 0 || !quote.ok) return;
    const entry: SavedQuote = {
      ...order,
      id: nextId,
      customer: customer.trim(),
      quantityNumber: parseQuantity(order.quantity) ?? 0,
      totalCents: quote.totalCents,
    };
    setSaved([entry, ...saved]);
    setNextId(nextId + 1);
    setCustomer("");
  }

  function loadQuote(entry: SavedQuote) {
    setOrder({
      product: entry.product,
      quantity: entry.quantity,
      paper: entry.paper,
      lamination: entry.lamination,
      roundedCorners: entry.roundedCorners,
      turnaround: entry.turnaround,
    });
    setCustomer(entry.customer);
  }

  return (
    <main>
      <h1>Print quote</h1>
      <section aria-labelledby="order-heading">
        <h2 id="order-heading">Order</h2>
        <div className="row">
          <label>
            Product
            <select value={order.product} onChange={(e) => change({ product: e.target.value as Product })}>
              {PRODUCTS.map((p) => (
                <option key={p} value={p}>{p}</option>
              ))}
            </select>
          </label>
          <label>
            Quantity
            <input
              type="number"
              min="1"
              max="5000"
              step="1"
              value={order.quantity}
              onChange={(e) => change({ quantity: e.target.value })}
            />
          </label>
          <label>
            Paper
            <select value={order.paper} onChange={(e) => change({ paper: e.target.value as Paper })}>
              {PAPERS.map((p) => (
                <option key={p} value={p}>{p}</option>
              ))}
            </select>
          </label>
          <label>
            Turnaround
            <select
              value={order.turnaround}
              onChange={(e) => change({ turnaround: e.target.value as Turnaround })}
            >
              {TURNAROUNDS.map((t) => (
                <option key={t} value={t}>{t}</option>
              ))}
            </select>
          </label>
        </div>
        <div className="row checks">
          <label className="check">
            <input
              type="checkbox"
              checked={order.lamination}
              onChange={(e) => change({ lamination: e.target.checked })}
            />
            Lamination
          </label>
          <label className={cornersAllowed ? "check" : "check off"}>
            <input
              type="checkbox"
              checked={order.roundedCorners}
              disabled={!cornersAllowed}
              onChange={(e) => change({ roundedCorners: e.target.checked })}
            />
            Rounded corners
          </label>
        </div>
      </section>

      <section aria-labelledby="quote-heading">
        <h2 id="quote-heading">Quote</h2>
        {quote.ok ? (
          <ul className="lines">
            {quote.lines.map((line) => (
              <li key={line.label}>
                {line.label}: {money(line.cents)}
              </li>
            ))}
            <li className="total">Total: {money(quote.totalCents)}</li>
          </ul>
        ) : (
          <p className="problem" role="alert">{quote.message}</p>
        )}
      </section>

      <div className="save row">
        <label>
          Customer name
          <input value={customer} onChange={(e) => setCustomer(e.target.value)} />
        </label>
        <button type="button" onClick={saveQuote}>Save quote</button>
      </div>
      {messages.length > 0 && (
        <ul className="errors">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}

      <section aria-labelledby="saved-heading">
        <h2 id="saved-heading">Saved quotes</h2>
        {saved.length === 0 ? (
          <p className="muted">No saved quotes yet</p>
        ) : (
          <ul className="saved">
            {saved.map((entry) => (
              <li key={entry.id}>
                <span className="name">{entry.customer}</span>
                <span>{entry.quantityNumber} × {entry.product}</span>
                <span className="amount">{money(entry.totalCents)}</span>
                <button type="button" className="secondary" onClick={() => loadQuote(entry)}>Load</button>
                <button type="button" className="secondary" onClick={() => setSaved(saved.filter((s) => s.id !== entry.id))}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
