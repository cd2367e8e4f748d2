import type { PromoCode } from './cart';
import { money } from './money';
import { hasDiscountLine, type Quote } from './pricing';

export default function Summary({ quote, code }: { quote: Quote; code: PromoCode | null }) {
  return (
    <div className="summary">
      <p className="summary__row">
        Subtotal: <span className="summary__amount">{money(quote.subtotal)}</span>
      </p>
      {hasDiscountLine(code) && (
        <p className="summary__row summary__row--discount">
          Discount ({code}): <span className="summary__amount">-{money(quote.discount)}</span>
        </p>
      )}
      <p className="summary__row">
        Shipping:{' '}
        <span className="summary__amount">{quote.shipping === 'free' ? 'Free' : money(quote.shipping)}</span>
      </p>
      <p className="summary__row summary__row--total">
        Total: <span className="summary__amount">{money(quote.total)}</span>
      </p>
      {quote.missingForFree === 0 && <p className="summary__hint summary__hint--done">You've got free shipping</p>}
      {quote.missingForFree !== null && quote.missingForFree > 0 && (
        <p className="summary__hint">Add {money(quote.missingForFree)} more for free shipping</p>
      )}
    </div>
  );
}
