import { productById, type ProductId } from './catalog';
import type { CartLine } from './cart';

type Props = {
  lines: CartLine[];
  onMoveToCart: (id: ProductId) => void;
};

export default function SavedForLater({ lines, onMoveToCart }: Props) {
  if (lines.length === 0) return null;

  return (
    <section className="saved">
      <h2>Saved for later</h2>
      <ul className="saved__list">
        {lines.map((line) => (
          <li key={line.id} className="saved__item">
            <span className="saved__name">{productById(line.id).name}</span>
            <span className="saved__qty">Quantity: {line.qty}</span>
            <button type="button" className="btn btn--small" onClick={() => onMoveToCart(line.id)}>
              Move to cart
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
