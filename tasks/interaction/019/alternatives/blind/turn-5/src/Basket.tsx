import { formatPounds } from "./money";
import type { BasketLine } from "./basket";

export default function Basket({ lines }: { lines: BasketLine[] }) {
  const total = lines.reduce((sum, line) => sum + line.cost, 0);
  const full = lines.reduce((sum, line) => sum + line.full, 0);
  const savings = full - total;
  return (
    <section className="card" aria-labelledby="basket-heading">
      <h2 id="basket-heading">Basket</h2>
      {lines.length === 0 ? (
        <p className="muted">Basket is empty</p>
      ) : (
        <ul className="basket-lines">
          {lines.map((line) => (
            <li key={line.product.id}>
              {line.product.name} × {line.packs}: {formatPounds(line.cost)}
              {line.cost < line.full && ` (saved ${formatPounds(line.full - line.cost)})`}
            </li>
          ))}
        </ul>
      )}
      <p className="basket-figure">Offer savings: {formatPounds(savings)}</p>
      <p className="basket-figure basket-total">Basket total: {formatPounds(total)}</p>
    </section>
  );
}
