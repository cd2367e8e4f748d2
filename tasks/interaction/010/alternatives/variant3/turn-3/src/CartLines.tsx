import { productById, type ProductId } from './catalog';
import type { CartLine } from './cart';
import { money } from './money';
import QuantityInput from './QuantityInput';

type Props = {
  lines: CartLine[];
  onQuantity: (id: ProductId, qty: number) => void;
};

export default function CartLines({ lines, onQuantity }: Props) {
  if (lines.length === 0) return <p className="cart__empty">Your cart is empty</p>;

  return (
    <ul className="cart__lines">
      {lines.map((line) => {
        const product = productById(line.id);
        return (
          <li key={line.id} className="cart__line">
            <span className="cart__name">{product.name}</span>
            <span className="cart__unit">{money(product.priceCents)} each</span>
            <QuantityInput
              label={`${product.name} quantity`}
              qty={line.qty}
              onCommit={(qty) => onQuantity(line.id, qty)}
            />
            <span className="cart__total">{money(product.priceCents * line.qty)}</span>
          </li>
        );
      })}
    </ul>
  );
}
