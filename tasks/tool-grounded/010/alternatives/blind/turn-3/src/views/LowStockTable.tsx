import { networkAvailable, type ItemRow } from "../services/inventory";

type Props = { items: ItemRow[]; ordering: string | null; onOrder: (sku: string) => void };

export default function LowStockTable({ items, ordering, onOrder }: Props) {
  if (items.length === 0) return <p className="muted">Every item is at or above its reorder point.</p>;
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">SKU</th>
          <th scope="col">Item</th>
          <th scope="col" className="num">
            Available
          </th>
          <th scope="col" className="num">
            Reorder point
          </th>
          <th scope="col" className="num">
            On order
          </th>
          <th scope="col">Purchase</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.sku}>
            <td className="code">{i.sku}</td>
            <td>{i.name}</td>
            <td className="num">{networkAvailable(i)}</td>
            <td className="num">{i.reorder_point}</td>
            <td className="num">{i.on_order}</td>
            <td>
              <button type="button" className={ordering === i.sku ? "" : "alt"} onClick={() => onOrder(i.sku)}>
                Order
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
