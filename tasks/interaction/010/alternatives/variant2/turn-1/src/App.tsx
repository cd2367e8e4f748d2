import { useState } from "react";
import "./styles.css";

const PRODUCTS = [
  { id: "mug", name: "Ceramic mug", price: 1400 },
  { id: "kettle", name: "Pour-over kettle", price: 4800 },
  { id: "beans", name: "Coffee beans 1 kg", price: 2650 },
  { id: "filters", name: "Paper filters (100)", price: 625 },
] as const;
const MAX_PER_PRODUCT = 5;

type ProductId = (typeof PRODUCTS)[number]["id"];
type Line = { id: ProductId; qty: number };

const product = (id: ProductId) => PRODUCTS.find((p) => p.id === id)!;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export default function App() {
  const [lines, setLines] = useState<Line[]>([]);
  const [drafts, setDrafts] = useState<Partial<Record<ProductId, string>>>({});
  const qtyOf = (id: ProductId) => lines.find((l) => l.id === id)?.qty ?? 0;
  const subtotal = lines.reduce((sum, l) => sum + product(l.id).price * l.qty, 0);

  function setQty(id: ProductId, qty: number) {
    if (qty <= 0) setLines(lines.filter((l) => l.id !== id));
    else if (lines.some((l) => l.id === id)) setLines(lines.map((l) => (l.id === id ? { ...l, qty } : l)));
    else setLines([...lines, { id, qty }]);
  }

  function add(id: ProductId) {
    setQty(id, Math.min(MAX_PER_PRODUCT, qtyOf(id) + 1));
    setDrafts({ ...drafts, [id]: undefined });
  }

  function typeQty(id: ProductId, value: string) {
    if (value.trim() === "") {
      setDrafts({ ...drafts, [id]: value });
      return;
    }
    const n = Math.floor(Number(value));
    if (Number.isNaN(n)) return;
    setDrafts({ ...drafts, [id]: undefined });
    setQty(id, Math.min(MAX_PER_PRODUCT, n));
  }

  return (
    <main>
      <h1>Your cart</h1>
      <div className="layout">
        <section aria-labelledby="products-heading">
          <h2 id="products-heading">Products</h2>
          <ul>
            {PRODUCTS.map((p) => (
              <li key={p.id}>
                <span className="line-name">
                  {p.name} · {money(p.price)}
                </span>
                <button type="button" disabled={qtyOf(p.id) >= MAX_PER_PRODUCT} onClick={() => add(p.id)}>
                  Add {p.name}
                </button>
              </li>
            ))}
          </ul>
          <p className="note">Up to {MAX_PER_PRODUCT} of each product per order.</p>
        </section>
        <section aria-labelledby="cart-heading">
          <h2 id="cart-heading">Cart</h2>
          {lines.length === 0 ? (
            <p className="note">Your cart is empty</p>
          ) : (
            <table className="cart-lines">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Line total</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.id}>
                    <td>{product(l.id).name}</td>
                    <td>
                      <input
                        className="qty"
                        type="number"
                        min={0}
                        max={MAX_PER_PRODUCT}
                        aria-label={`${product(l.id).name} quantity`}
                        value={drafts[l.id] ?? String(l.qty)}
                        onChange={(e) => typeQty(l.id, e.target.value)}
                      />
                    </td>
                    <td>{money(product(l.id).price * l.qty)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="totals">
            <p className="big">Subtotal: {money(subtotal)}</p>
          </div>
        </section>
      </div>
    </main>
  );
}
