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
} from "./pricing";

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
  const quote = buildQuote(order);
  const cornersAllowed = order.product === "Business cards";

  function change(patch: Partial<Order>) {
    setOrder((current) => {
      const next = { ...current, ...patch };
      if (next.product !== "Business cards") next.roundedCorners = false;
      return next;
    });
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
    </main>
  );
}
