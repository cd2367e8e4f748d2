import { useState } from "react";
import { formatUsd } from "./money";
import { PRODUCTS, buildQuote, type Product } from "./pricing";
import "./styles.css";

export default function App() {
  const [product, setProduct] = useState<Product>("Business cards");
  const [quantity, setQuantity] = useState("250");

  const quote = buildQuote(product, quantity);

  return (
    <main className="page">
      <h1>Print quote</h1>
      <p className="intro">Quayside Print &amp; Copy counter pricing. All amounts in US dollars.</p>

      <section className="card" aria-labelledby="order-heading">
        <h2 id="order-heading">Order</h2>
        <div className="fields">
          <div className="field">
            <label htmlFor="product">Product</label>
            <select id="product" value={product} onChange={(e) => setProduct(e.target.value as Product)}>
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
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </div>
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
    </main>
  );
}
