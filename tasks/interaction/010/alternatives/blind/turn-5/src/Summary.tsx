import { money } from "./catalog";
import type { Quote } from "./pricing";

export default function Summary({ q }: { q: Quote }) {
  return (
    <div className="sums">
      <p className="sum-line">{`Subtotal: ${money(q.subtotal)}`}</p>
      {q.discount && (
        <p className="sum-line discount">{`Discount (${q.discount.code}): -${money(q.discount.cents)}`}</p>
      )}
      <p className="sum-line">{`Shipping: ${q.shipping === null ? "Free" : money(q.shipping)}`}</p>
      <p className="sum-line total">{`Total: ${money(q.total)}`}</p>
      {q.freeShipping && <p className="hint good">You've got free shipping</p>}
      {q.missingForFree !== null && (
        <p className="hint">{`Add ${money(q.missingForFree)} more for free shipping`}</p>
      )}
    </div>
  );
}
