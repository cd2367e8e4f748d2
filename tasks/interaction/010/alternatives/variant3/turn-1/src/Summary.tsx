import { money } from './money';

export default function Summary({ subtotal }: { subtotal: number }) {
  return (
    <div className="summary">
      <p className="summary__row">
        Subtotal: <span className="summary__amount">{money(subtotal)}</span>
      </p>
    </div>
  );
}
