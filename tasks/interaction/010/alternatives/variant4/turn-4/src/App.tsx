import { useReducer } from 'react';
import './cart.css';
import CartLine from './CartLine';
import { cartReducer, emptyCart } from './cartState';
import { byId, dollars, KETTLE, MAX_PER_PRODUCT, PRODUCTS } from './catalogue';
import { summarise } from './pricing';
import PromoBox from './PromoBox';
import Totals from './Totals';

export default function App() {
  const [state, dispatch] = useReducer(cartReducer, emptyCart);
  const summary = summarise(state.lines, state.code);
  const hasKettle = state.lines.some((l) => l.id === KETTLE);

  return (
    <main className="shop">
      <h1>Your cart</h1>
      <div className="columns">
        <section className="menu" aria-label="Products">
          <ul className="products">
            {PRODUCTS.map((p) => {
              const inCart = state.lines.find((l) => l.id === p.id);
              const saved = state.saved.some((l) => l.id === p.id);
              const full = (inCart?.qty ?? 0) >= MAX_PER_PRODUCT;
              return (
                <li key={p.id} className="product">
                  <span className="product-name">{p.name}</span>
                  <span className="price">{dollars(p.price)}</span>
                  <button
                    type="button"
                    disabled={full || saved}
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
                  onSave={() => dispatch({ type: 'save', id: line.id })}
                />
              ))}
            </ul>
          )}

          <PromoBox
            applied={state.code}
            hasKettle={hasKettle}
            onApply={(code) => dispatch({ type: 'code', code })}
            onRemove={() => dispatch({ type: 'code', code: null })}
          />

          <Totals s={summary} code={state.code} />
        </div>
      </div>

      {state.saved.length > 0 && (
        <section className="saved">
          <h2>Saved for later</h2>
          <ul>
            {state.saved.map((l) => (
              <li key={l.id}>
                <span>
                  {byId(l.id).name} × {l.qty}
                </span>
                <button type="button" onClick={() => dispatch({ type: 'restore', id: l.id })}>
                  Move to cart
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
