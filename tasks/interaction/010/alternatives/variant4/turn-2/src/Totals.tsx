import { dollars } from './catalogue';
import { Summary } from './pricing';

export default function Totals({ s }: { s: Summary }) {
  return (
    <div className="totals">
      <p>Subtotal: {dollars(s.subtotal)}</p>
      <p>Shipping: {s.freeShipping ? 'Free' : dollars(s.shipping)}</p>
      <p className="grand">Total: {dollars(s.total)}</p>
      {s.freeShipping && <p className="good">You've got free shipping</p>}
      {s.missingForFree !== null && (
        <p className="hint">Add {dollars(s.missingForFree)} more for free shipping</p>
      )}
    </div>
  );
}
