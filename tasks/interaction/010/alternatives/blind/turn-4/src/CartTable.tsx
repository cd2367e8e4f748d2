import { money, product } from "./catalog";
import { lineCents, type Line } from "./cart";
import QtyInput from "./QtyInput";

type Props = {
  lines: Line[];
  onQty: (line: Line, qty: number) => void;
  onSave: (line: Line) => void;
};

export default function CartTable({ lines, onQty, onSave }: Props) {
  if (lines.length === 0) return <p className="empty">Your cart is empty</p>;
  return (
    <table className="cart-table">
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Quantity</th>
          <th scope="col" className="num">
            Line total
          </th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const item = product(line.id);
          const fieldId = `qty-${line.id}`;
          return (
            <tr key={line.id}>
              <th scope="row">{item.name}</th>
              <td>
                <label htmlFor={fieldId} className="sr-only">
                  {item.name} quantity
                </label>
                <QtyInput id={fieldId} qty={line.qty} onQty={(qty) => onQty(line, qty)} />
              </td>
              <td className="num">{money(lineCents(line))}</td>
              <td>
                <button type="button" className="link" onClick={() => onSave(line)}>
                  Save for later
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
