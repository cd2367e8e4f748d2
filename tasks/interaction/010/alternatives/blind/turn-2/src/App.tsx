import { useReducer } from "react";
import CartTable from "./CartTable";
import { MAX_PER_PRODUCT, PRODUCTS, money } from "./catalog";
import { cartReducer, emptyCart, qtyOf } from "./cart";
import { quote } from "./pricing";
import Summary from "./Summary";
import "./shop.css";

export default function App() {
  const [cart, dispatch] = useReducer(cartReducer, emptyCart);
  const q = quote(cart);

  return (
    <main className="shop">
      <h1>Your cart</h1>
      <div className="layout">
        <section className="catalog" aria-label="Products">
          <h2>Products</h2>
          <ul>
            {PRODUCTS.map((p) => (
              <li key={p.id}>
                <span className="product-name">{p.name}</span>
                <span className="price">{money(p.cents)}</span>
                <button
                  type="button"
                  onClick={() => dispatch({ type: "add", id: p.id })}
                  disabled={qtyOf(cart, p.id) >= MAX_PER_PRODUCT}
                >
                  Add {p.name}
                </button>
              </li>
            ))}
          </ul>
          <p className="note">At most {MAX_PER_PRODUCT} of each product per order.</p>
        </section>

        <section className="basket" aria-label="Cart">
          <h2>In your cart</h2>
          <CartTable lines={cart.lines} onQty={(line, qty) => dispatch({ type: "set", id: line.id, qty })} />
          <Summary q={q} />
        </section>
      </div>
    </main>
  );
}
