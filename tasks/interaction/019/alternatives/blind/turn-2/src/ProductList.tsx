import { formatPounds, formatSize } from "./money";
import { formatUnitPrice } from "./products";
import type { Product } from "./products";
import { GROUPS, groupOf, rankGroup } from "./groups";
import type { RankedProduct } from "./groups";

type Props = {
  products: Product[];
  onRemove: (id: number) => void;
};

function ProductRow({ row, onRemove }: { row: RankedProduct; onRemove: (id: number) => void }) {
  const { product, mark } = row;
  return (
    <li className="product">
      <div className="product-main">
        <span className="product-name">{product.name}</span>
        <span className="product-size">
          {formatSize(product.size)} {product.unit}
        </span>
        <span className="product-price">{formatPounds(product.pricePence)}</span>
        <span className="product-unit-price">{formatUnitPrice(product)}</span>
        {mark.kind === "best" && <span className="badge-best">Best buy</span>}
        {mark.kind === "dearer" && <span className="dearer">+{mark.percent}% vs best</span>}
      </div>
      <div className="product-actions">
        <button type="button" onClick={() => onRemove(product.id)}>
          Remove
        </button>
      </div>
    </li>
  );
}

export default function ProductList({ products, onRemove }: Props) {
  return (
    <section className="card" aria-labelledby="products-heading">
      <h2 id="products-heading">Products</h2>
      {products.length === 0 ? (
        <p className="muted">No products yet</p>
      ) : (
        GROUPS.map(({ key, heading }) => {
          const members = products.filter((product) => groupOf(product.unit) === key);
          if (members.length === 0) return null;
          return (
            <div key={key} className="group">
              <h3>{heading}</h3>
              <ul className="product-list">
                {rankGroup(members).map((row) => (
                  <ProductRow key={row.product.id} row={row} onRemove={onRemove} />
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
