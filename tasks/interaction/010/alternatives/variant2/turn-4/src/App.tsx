import { useState } from "react";
import "./styles.css";

const PRODUCTS = [
  { id: "mug", name: "Ceramic mug", price: 1400 },
  { id: "kettle", name: "Pour-over kettle", price: 4800 },
  { id: "beans", name: "Coffee beans 1 kg", price: 2650 },
  { id: "filters", name: "Paper filters (100)", price: 625 },
] as const;
const MAX_PER_PRODUCT = 5;
const SHIPPING = 599;
const FREE_SHIPPING_FROM = 5000;

type ProductId = (typeof PRODUCTS)[number]["id"];
type Line = { id: ProductId; qty: number };
type Code = "BREW10" | "KETTLE15";

const hasKettle = (lines: Line[]) => lines.some((l) => l.id === "kettle");

function discountFor(code: Code | null, subtotal: number) {
  if (code === "BREW10") return Math.round(subtotal * 0.1);
  if (code === "KETTLE15") return Math.min(1500, subtotal);
  return 0;
}

const product = (id: ProductId) => PRODUCTS.find((p) => p.id === id)!;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export default function App() {
  const [lines, setLinesRaw] = useState<Line[]>([]);
  const [saved, setSaved] = useState<Line[]>([]);
  const [code, setCode] = useState<Code | null>(null);
  const [codeInput, setCodeInput] = useState("");
  const [codeMessage, setCodeMessage] = useState("");
  const [drafts, setDrafts] = useState<Partial<Record<ProductId, string>>>({});
  const qtyOf = (id: ProductId) => lines.find((l) => l.id === id)?.qty ?? 0;
  const subtotal = lines.reduce((sum, l) => sum + product(l.id).price * l.qty, 0);
  const discount = discountFor(code, subtotal);
  const afterDiscount = subtotal - discount;
  const freeShipping = lines.length > 0 && afterDiscount >= FREE_SHIPPING_FROM;
  const shipping = lines.length === 0 || freeShipping ? 0 : SHIPPING;
  const total = afterDiscount + shipping;

  function setLines(next: Line[]) {
    setLinesRaw(next);
    if (code === "KETTLE15" && !hasKettle(next)) {
      setCode(null);
      setCodeMessage("KETTLE15 removed: no Pour-over kettle in the cart");
    }
  }

  const isSaved = (id: ProductId) => saved.some((l) => l.id === id);

  function saveForLater(id: ProductId) {
    const line = lines.find((l) => l.id === id);
    if (!line) return;
    setLines(lines.filter((l) => l.id !== id));
    setSaved([...saved, line]);
    setDrafts({ ...drafts, [id]: undefined });
  }

  function moveToCart(id: ProductId) {
    const line = saved.find((l) => l.id === id);
    if (!line) return;
    setSaved(saved.filter((l) => l.id !== id));
    setLines([...lines, line]);
  }

  function applyCode(event: React.FormEvent) {
    event.preventDefault();
    const typed = codeInput.trim().toUpperCase();
    if (typed !== "BREW10" && typed !== "KETTLE15") {
      setCodeMessage("Code not recognised");
      return;
    }
    if (typed === "KETTLE15" && !hasKettle(lines)) {
      setCodeMessage("KETTLE15 needs a Pour-over kettle in the cart");
      return;
    }
    setCode(typed);
    setCodeMessage(`${typed} applied`);
    setCodeInput("");
  }

  function removeCode() {
    setCode(null);
    setCodeMessage("");
  }

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
                <button type="button" disabled={qtyOf(p.id) >= MAX_PER_PRODUCT || isSaved(p.id)} onClick={() => add(p.id)}>
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
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
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
                    <td>
                      <button type="button" className="secondary" onClick={() => saveForLater(l.id)}>
                        Save for later
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="totals">
            <p>Subtotal: {money(subtotal)}</p>
            {code && discount > 0 && <p>Discount ({code}): -{money(discount)}</p>}
            <p>Shipping: {freeShipping ? "Free" : money(shipping)}</p>
            <p className="big">Total: {money(total)}</p>
            {lines.length > 0 && (
              <p className="hint">
                {freeShipping
                  ? "You've got free shipping"
                  : `Add ${money(FREE_SHIPPING_FROM - afterDiscount)} more for free shipping`}
              </p>
            )}
          </div>
          <form className="row promo" onSubmit={applyCode}>
            <label>
              Promo code
              <input value={codeInput} onChange={(e) => setCodeInput(e.target.value)} />
            </label>
            <button type="submit" className="secondary">
              Apply
            </button>
            {code && (
              <button type="button" className="secondary" onClick={removeCode}>
                Remove code
              </button>
            )}
          </form>
          {codeMessage && <p className={codeMessage.endsWith("applied") ? "hint" : "error"}>{codeMessage}</p>}
          <section aria-labelledby="saved-heading" className="saved">
            <h2 id="saved-heading">Saved for later</h2>
            {saved.length === 0 ? (
              <p className="note">Nothing saved</p>
            ) : (
              <ul>
                {saved.map((l) => (
                  <li key={l.id}>
                    <span className="line-name">
                      {product(l.id).name} × {l.qty}
                    </span>
                    <button type="button" className="secondary" onClick={() => moveToCart(l.id)}>
                      Move to cart
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </section>
      </div>
    </main>
  );
}
