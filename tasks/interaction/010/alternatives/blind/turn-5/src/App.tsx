import { useReducer, useState } from "react";
import CartTable from "./CartTable";
import DeliveryChoice from "./DeliveryChoice";
import PromoForm from "./PromoForm";
import { MAX_PER_PRODUCT, PRODUCTS, money } from "./catalog";
import { cartReducer, emptyCart, isSaved, qtyOf } from "./cart";
import SavedForLater from "./SavedForLater";
import { quote, shipFreeBlocked, type Delivery } from "./pricing";
import Summary from "./Summary";
import "./shop.css";

export default function App() {
  const [cart, dispatch] = useReducer(cartReducer, emptyCart);
  const [delivery, setDelivery] = useState<Delivery>("standard");
  const q = quote(cart, delivery);

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
                  disabled={qtyOf(cart, p.id) >= MAX_PER_PRODUCT || isSaved(cart, p.id)}
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
          <CartTable
            lines={cart.lines}
            onQty={(line, qty) => dispatch({ type: "set", id: line.id, qty })}
            onSave={(line) => dispatch({ type: "save", id: line.id })}
          />
          <DeliveryChoice value={delivery} onChange={setDelivery} />
          <Summary q={q} />
          <PromoForm
            code={cart.code}
            message={cart.promoMessage}
            codeNote={shipFreeBlocked(cart, delivery) ? "SHIPFREE applies to Standard delivery only" : null}
            onApply={(text) => dispatch({ type: "apply-code", text })}
            onRemove={() => dispatch({ type: "remove-code" })}
          />
          <SavedForLater saved={cart.saved} onMove={(line) => dispatch({ type: "move-to-cart", id: line.id })} />
        </section>
      </div>
    </main>
  );
}
