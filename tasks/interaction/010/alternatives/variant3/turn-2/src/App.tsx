import { useReducer } from 'react';
import { cartReducer, initialCart, quantityOf, subtotalCents } from './cart';
import CartLines from './CartLines';
import ProductShelf from './ProductShelf';
import { quote } from './pricing';
import Summary from './Summary';
import './styles.css';

export default function App() {
  const [state, dispatch] = useReducer(cartReducer, initialCart);
  const totals = quote(subtotalCents(state.lines), state.lines.length === 0);

  return (
    <div className="shop">
      <h1>Your cart</h1>
      <div className="shop__layout">
        <ProductShelf
          quantityOf={(id) => quantityOf(state.lines, id)}
          onAdd={(id) => dispatch({ type: 'add', id })}
        />
        <section className="cart" aria-label="Cart contents">
          <CartLines lines={state.lines} onQuantity={(id, qty) => dispatch({ type: 'set-quantity', id, qty })} />
          <Summary quote={totals} />
        </section>
      </div>
    </div>
  );
}
