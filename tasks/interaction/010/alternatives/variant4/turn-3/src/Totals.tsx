import { dollars } from './catalogue';
import { Code, Summary } from './pricing';

export default function Totals({ s, code }: { s: Summary; code: Code | null }) {
  return (
    <div className="totals">
      <p>Subtotal: {dollars(s.subtotal)}</p>
      {code && (
        <p className="discount">
          Discount ({code}): -{dollars(s.discount)}
        </p>
      )}
      <p>Shipping: {s.freeShipping ? 'Free' : dollars(s.shipping)}</p>
      <p className="grand">Total: {dollars(s.total)}</p>
      {s.freeShipping && <p className="good">You've got free shipping</p>}
      {s.missingForFree !== null && (
        <p className="hint">Add {dollars(s.missingForFree)} more for free shipping</p>
      )}
    </div>
  );
}
