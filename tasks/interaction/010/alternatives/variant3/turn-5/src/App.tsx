import { useMemo, useReducer } from 'react';
import { cartReducer, initialCart, quantityOf, subtotalCents } from './cart';
import CartLines from './CartLines';
import DeliveryChoice from './DeliveryChoice';
import ProductShelf from './ProductShelf';
import PromoBox from './PromoBox';
import SavedForLater from './SavedForLater';
import { discountFor, quote } from './pricing';
import Summary from './Summary';
import './styles.css';

export default function App() {
  const [state, dispatch] = useReducer(cartReducer, initialCart);
  const subtotal = subtotalCents(state.lines);
  const discount = useMemo(() => discountFor(state.code, subtotal), [state.code, subtotal]);
  const totals = quote({
    subtotal,
    discount,
    cartIsEmpty: state.lines.length === 0,
    delivery: state.delivery,
    code: state.code,
  });
  const shipFreeBlocked = state.code === 'SHIPFREE' && state.delivery === 'express';

  return (
    <div className="shop">
      <h1>Your cart</h1>
      <div className="shop__layout">
        <ProductShelf
          quantityOf={(id) => quantityOf(state.lines, id)}
          isSaved={(id) => state.saved.some((line) => line.id === id)}
          onAdd={(id) => dispatch({ type: 'add', id })}
        />
        <section className="cart" aria-label="Cart contents">
          <CartLines
            lines={state.lines}
            onQuantity={(id, qty) => dispatch({ type: 'set-quantity', id, qty })}
            onSave={(id) => dispatch({ type: 'save-for-later', id })}
          />
          <DeliveryChoice value={state.delivery} onChange={(delivery) => dispatch({ type: 'set-delivery', delivery })} />
          <Summary quote={totals} code={state.code} />
          <PromoBox
            applied={state.code}
            message={state.promoMessage}
            notice={shipFreeBlocked ? 'SHIPFREE applies to Standard delivery only' : null}
            onApply={(text) => dispatch({ type: 'apply-code', text })}
            onRemove={() => dispatch({ type: 'remove-code' })}
          />
        </section>
      </div>
      <SavedForLater lines={state.saved} onMoveToCart={(id) => dispatch({ type: 'move-to-cart', id })} />
    </div>
  );
}
