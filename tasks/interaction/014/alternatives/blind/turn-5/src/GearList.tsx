import { countedGrams, isHeavy } from "./pack";
import type { GearItem } from "./types";
import { formatGrams } from "./units";

type Props = {
  items: GearItem[];
  onToggleWorn: (id: number, worn: boolean) => void;
  onToggleShared: (id: number, shared: boolean) => void;
  onRemove: (id: number) => void;
};

export default function GearList({ items, onToggleWorn, onToggleShared, onRemove }: Props) {
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
          {item.shared && <span className="gear-share">Your share: {formatGrams(countedGrams(item))}</span>}
          <span className="gear-flag">{isHeavy(item) && <span className="heavy">Heavy</span>}</span>
          <label className="check">
            <input
              type="checkbox"
              checked={item.worn}
              onChange={(e) => onToggleWorn(item.id, e.target.checked)}
            />
            Worn
          </label>
          <label className={item.worn ? "check check-disabled" : "check"}>
            <input
              type="checkbox"
              checked={item.shared}
              disabled={item.worn}
              onChange={(e) => onToggleShared(item.id, e.target.checked)}
            />
            Shared
          </label>
          <button type="button" className="secondary" onClick={() => onRemove(item.id)}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
