import type { GearItem } from "./types";
import { formatGrams } from "./units";

type Props = {
  items: GearItem[];
  onToggleWorn: (id: number, worn: boolean) => void;
  onRemove: (id: number) => void;
};

export default function GearList({ items, onToggleWorn, onRemove }: Props) {
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
          <label className="check">
            <input
              type="checkbox"
              checked={item.worn}
              onChange={(e) => onToggleWorn(item.id, e.target.checked)}
            />
            Worn
          </label>
          <button type="button" className="secondary" onClick={() => onRemove(item.id)}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
