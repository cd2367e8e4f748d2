import { useReducer } from 'react';
import { cartReducer, initialCart, quantityOf, subtotalCents } from './cart';
import CartLines from './CartLines';
import ProductShelf from './ProductShelf';
import Summary from './Summary';
import './styles.css';

export default function App() {
  const [state, dispatch] = useReducer(cartReducer, initialCart);
  const subtotal = subtotalCents(state.lines);

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
          <Summary subtotal={subtotal} />
        </section>
      </div>
    </div>
  );
}
