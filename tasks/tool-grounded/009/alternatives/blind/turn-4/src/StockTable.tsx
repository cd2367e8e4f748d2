import { LOW_LIMIT, availableAt, type Item, type Location } from "./inventory";

type Props = { items: Item[]; locations: Location[]; onDetails: (sku: string) => void };

export default function StockTable({ items, locations, onDetails }: Props) {
  return (
    <table className="stock">
      <thead>
        <tr>
          <th scope="col">SKU</th>
          <th scope="col">Item</th>
          {locations.map((l) => (
            <th scope="col" key={l.id} className="n">
              {l.name}
            </th>
          ))}
          <th scope="col" className="n">
            Network
          </th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={locations.length + 4} className="none">
              No items match.
            </td>
          </tr>
        ) : (
          items.map((item) => (
            <tr key={item.sku}>
              <td className="mono">{item.sku}</td>
              <td>{item.name}</td>
              {locations.map((l) => {
                const units = availableAt(item, l.id);
                const low = units < LOW_LIMIT;
                return (
                  <td key={l.id} className={low ? "n low" : "n"}>
                    {low ? `${units} (low)` : String(units)}
                  </td>
                );
              })}
              <td className="n strong">{item.total_available}</td>
              <td>
                <button type="button" className="soft" onClick={() => onDetails(item.sku)}>
                  Details
                </button>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
