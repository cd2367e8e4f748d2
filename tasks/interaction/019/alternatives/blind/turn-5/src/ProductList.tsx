import { formatPounds, formatSize } from "./money";
import { formatOffer, formatOfferUnitPrice, formatUnitPrice } from "./products";
import type { Product } from "./products";
import { GROUPS, groupOf, rankGroup } from "./groups";
import type { RankedProduct } from "./groups";
import { PACKS_MESSAGE, parsePacks } from "./basket";

type Props = {
  products: Product[];
  packs: Record<number, string>;
  onPacksChange: (id: number, text: string) => void;
  onRemove: (id: number) => void;
  onEdit: (id: number) => void;
  editingId: number | null;
};

type RowProps = {
  row: RankedProduct;
  packsText: string;
  onPacksChange: (id: number, text: string) => void;
  onRemove: (id: number) => void;
  onEdit: (id: number) => void;
  editing: boolean;
};

function ProductRow({ row, packsText, onPacksChange, onRemove, onEdit, editing }: RowProps) {
  const { product, mark } = row;
  const packsInvalid = parsePacks(packsText) === null;
  const packsId = `packs-${product.id}`;
  const offerText = formatOffer(product);
  const offerUnitText = formatOfferUnitPrice(product);
  return (
    <li className={editing ? "product product-editing" : "product"}>
      <div className="product-main">
        <span className="product-name">{product.name}</span>
        <span className="product-size">
          {formatSize(product.size)} {product.unit}
        </span>
        <span className="product-price">{formatPounds(product.pricePence)}</span>
        <span className="product-unit-price">{formatUnitPrice(product)}</span>
        {offerText && <span className="product-offer">{offerText}</span>}
        {offerUnitText && <span className="product-offer-price">{offerUnitText}</span>}
        {mark.kind === "best" && <span className="badge-best">Best buy</span>}
        {mark.kind === "dearer" && <span className="dearer">+{mark.percent}% vs best</span>}
      </div>
      <div className="product-packs">
        <label htmlFor={packsId}>Packs</label>
        <input
          id={packsId}
          type="number"
          step="any"
          inputMode="numeric"
          value={packsText}
          onChange={(e) => onPacksChange(product.id, e.target.value)}
        />
        {packsInvalid && <span className="error packs-error">{PACKS_MESSAGE}</span>}
      </div>
      <div className="product-actions">
        <button type="button" onClick={() => onEdit(product.id)}>
          Edit
        </button>
        <button type="button" onClick={() => onRemove(product.id)}>
          Remove
        </button>
      </div>
    </li>
  );
}

export default function ProductList({ products, packs, onPacksChange, onRemove, onEdit, editingId }: Props) {
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
                  <ProductRow
                    key={row.product.id}
                    row={row}
                    packsText={packs[row.product.id] ?? ""}
                    onPacksChange={onPacksChange}
                    onRemove={onRemove}
                    onEdit={onEdit}
                    editing={editingId === row.product.id}
                  />
                ))}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
