import type { GearItem } from "./types";
import { formatGrams } from "./units";

type Props = { items: GearItem[] };

export default function GearList({ items }: Props) {
  if (items.length === 0) {
    return <p className="muted">No gear in the list yet.</p>;
  }
  return (
    <ul className="gear-list">
      {items.map((item) => (
        <li key={item.id} className="gear-entry">
          <span className="gear-name">{item.name}</span>
          <span className="gear-category">{item.category}</span>
          <span className="gear-weight">{formatGrams(item.grams)}</span>
        </li>
      ))}
    </ul>
  );
}
