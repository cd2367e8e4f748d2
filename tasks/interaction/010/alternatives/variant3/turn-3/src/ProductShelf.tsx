import { PRODUCTS, MAX_PER_PRODUCT, type ProductId } from './catalog';
import { money } from './money';

type Props = {
  quantityOf: (id: ProductId) => number;
  onAdd: (id: ProductId) => void;
};

export default function ProductShelf({ quantityOf, onAdd }: Props) {
  return (
    <section className="shelf" aria-labelledby="shelf-title">
      <h2 id="shelf-title">Products</h2>
      <ul className="shelf__list">
        {PRODUCTS.map((product) => (
          <li key={product.id} className="shelf__item">
            <div>
              <span className="shelf__name">{product.name}</span>
              <span className="shelf__price">{money(product.priceCents)}</span>
            </div>
            <button
              type="button"
              className="btn btn--add"
              disabled={quantityOf(product.id) >= MAX_PER_PRODUCT}
              onClick={() => onAdd(product.id)}
            >
              Add {product.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
