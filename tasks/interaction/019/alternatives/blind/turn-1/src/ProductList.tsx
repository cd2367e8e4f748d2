import { formatPounds, formatSize } from "./money";
import { formatUnitPrice } from "./products";
import type { Product } from "./products";

type Props = {
  products: Product[];
  onRemove: (id: number) => void;
};

export default function ProductList({ products, onRemove }: Props) {
  return (
    <section className="card" aria-labelledby="products-heading">
      <h2 id="products-heading">Products</h2>
      {products.length === 0 ? (
        <p className="muted">No products yet</p>
      ) : (
        <ul className="product-list">
          {products.map((product) => (
            <li key={product.id} className="product">
              <div className="product-main">
                <span className="product-name">{product.name}</span>
                <span className="product-size">
                  {formatSize(product.size)} {product.unit}
                </span>
                <span className="product-price">{formatPounds(product.pricePence)}</span>
                <span className="product-unit-price">{formatUnitPrice(product)}</span>
              </div>
              <div className="product-actions">
                <button type="button" onClick={() => onRemove(product.id)}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
