import { useState } from 'react';
import { ItemRow } from './inventory';

type Props = { items: ItemRow[] | null; onOrder: (sku: string) => void };

export default function BelowReorderTable({ items, onOrder }: Props) {
  const [hideOnOrder, setHideOnOrder] = useState(false);
  const below = (items ?? []).filter((item) => item.total_available < item.reorder_point);
  const shown = hideOnOrder ? below.filter((item) => item.on_order === 0) : below;

  return (
    <section className="panel">
      <h2>Below reorder point</h2>
      {!items ? (
        <p className="quiet">Loading live stock…</p>
      ) : (
        <>
          <div className="panel-bar">
            <p className="count">
              {below.length} {below.length === 1 ? 'item' : 'items'} below reorder point
            </p>
            <label className="check">
              <input type="checkbox" checked={hideOnOrder} onChange={(e) => setHideOnOrder(e.target.checked)} />
              Hide items already on order
            </label>
          </div>
          <table>
            <thead>
              <tr>
                <th>SKU</th>
                <th>Item</th>
                <th className="n">Available</th>
                <th className="n">Reorder point</th>
                <th className="n">On order</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((item) => (
                <tr key={item.sku}>
                  <td className="code">{item.sku}</td>
                  <td>{item.name}</td>
                  <td className="n">{item.total_available}</td>
                  <td className="n">{item.reorder_point}</td>
                  <td className="n">{item.on_order}</td>
                  <td>
                    <button type="button" onClick={() => onOrder(item.sku)}>
                      Order
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
