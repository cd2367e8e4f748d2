import { useReducer } from 'react';
import './cart.css';
import CartLine from './CartLine';
import { cartReducer, emptyCart } from './cartState';
import { dollars, MAX_PER_PRODUCT, PRODUCTS } from './catalogue';
import { subtotalOf } from './pricing';

export default function App() {
  const [state, dispatch] = useReducer(cartReducer, emptyCart);

  return (
    <main className="shop">
      <h1>Your cart</h1>
      <div className="columns">
        <section className="menu" aria-label="Products">
          <ul className="products">
            {PRODUCTS.map((p) => {
              const inCart = state.lines.find((l) => l.id === p.id);
              const full = (inCart?.qty ?? 0) >= MAX_PER_PRODUCT;
              return (
                <li key={p.id} className="product">
                  <span className="product-name">{p.name}</span>
                  <span className="price">{dollars(p.price)}</span>
                  <button
                    type="button"
                    disabled={full}
                    onClick={() => dispatch({ type: 'add', id: p.id })}
                  >
                    Add {p.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>

        <div className="basket">
          {state.lines.length === 0 ? (
            <p className="empty">Your cart is empty</p>
          ) : (
            <ul className="lines">
              {state.lines.map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  onQty={(qty) => dispatch({ type: 'set-qty', id: line.id, qty })}
                />
              ))}
            </ul>
          )}

          <div className="totals">
            <p>Subtotal: {dollars(subtotalOf(state.lines))}</p>
          </div>
        </div>
      </div>
    </main>
  );
}
