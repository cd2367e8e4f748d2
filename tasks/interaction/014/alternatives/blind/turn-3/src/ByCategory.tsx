import { carriedByCategory } from "./pack";
import type { GearItem } from "./types";
import { formatGrams } from "./units";

type Props = { items: GearItem[] };

export default function ByCategory({ items }: Props) {
  const rows = carriedByCategory(items);
  return (
    <section className="card" aria-labelledby="category-heading">
      <h2 id="category-heading">By category</h2>
      {rows.length === 0 ? (
        <p className="muted">Nothing carried yet</p>
      ) : (
        <ul className="category-list">
          {rows.map((row) => (
            <li key={row.category} className="category-entry">
              <span className="category-name">{row.category}</span>
              <span className="category-weight">{formatGrams(row.grams)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
