import { product } from "./catalog";
import type { Line } from "./cart";

type Props = {
  saved: Line[];
  onMove: (line: Line) => void;
};

export default function SavedForLater({ saved, onMove }: Props) {
  return (
    <section className="panel saved">
      <h2>Saved for later</h2>
      {saved.length === 0 ? (
        <p className="empty">Nothing saved for later.</p>
      ) : (
        <div className="saved-cards">
          {saved.map((line) => (
            <article key={line.id} className="saved-card">
              <h3>{product(line.id).name}</h3>
              <p>Quantity: {line.qty}</p>
              <button type="button" onClick={() => onMove(line)}>
                Move to cart
              </button>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
