import type { ItemRow } from './inventory';
import { countLabel, units } from './format';

interface Props {
  items: ItemRow[] | null;
  activeSku: string | null;
  onOrder: (sku: string) => void;
}

export default function BelowReorderSection({ items, activeSku, onOrder }: Props) {
  return (
    <section className="card">
      <h2>Below reorder point</h2>
      {items === null ? (
        <p className="quiet">Reading live stock…</p>
      ) : (
        <>
          <p className="count-line">
            <strong>{countLabel(items.length, 'item below reorder point', 'items below reorder point')}</strong>
          </p>
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
                <th scope="col">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.length === 0 ? (
                <tr>
                  <td colSpan={6} className="quiet">
                    Every item is at or above its reorder point.
                  </td>
                </tr>
              ) : (
                items.map((item) => (
                  <tr key={item.sku} className={item.sku === activeSku ? 'row-active' : undefined}>
                    <td className="mono">{item.sku}</td>
                    <td>{item.name}</td>
                    <td className="num">{units(item.total_available)}</td>
                    <td className="num">{units(item.reorder_point)}</td>
                    <td className="num">{units(item.on_order)}</td>
                    <td className="action-cell">
                      <button type="button" className="small" onClick={() => onOrder(item.sku)}>
                        Order
                      </button>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
