import { LOW_STOCK_BELOW, stockAt } from '../locations';
import type { ItemRow, StockLocation } from '../types';

interface StockTableProps {
  items: ItemRow[];
  locations: StockLocation[];
  busy: boolean;
  selectedSku: string | null;
  onDetails: (sku: string) => void;
}

function AvailableCell({ units }: { units: number }) {
  const low = units < LOW_STOCK_BELOW;
  return (
    <td className={low ? 'num num--low' : 'num'}>
      {units}
      {low && <span className="low-tag"> (low)</span>}
    </td>
  );
}

export default function StockTable({ items, locations, busy, selectedSku, onDetails }: StockTableProps) {
  return (
    <div className="table-wrap">
      <table className="stock" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col" className="stock__action">
              <span className="sr-only">Open detail</span>
            </th>
            <th scope="col">SKU</th>
            <th scope="col">Item</th>
            {locations.map((loc) => (
              <th scope="col" key={loc.id} className="num">
                {loc.name}
              </th>
            ))}
            <th scope="col" className="num">
              Network
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.sku} className={item.sku === selectedSku ? 'is-selected' : undefined}>
              <td className="stock__action">
                <button type="button" className="btn btn--small" onClick={() => onDetails(item.sku)}>
                  Details
                </button>
              </td>
              <th scope="row" className="sku">
                {item.sku}
              </th>
              <td>{item.name}</td>
              {locations.map((loc) => (
                <AvailableCell key={loc.id} units={stockAt(item, loc.id).available} />
              ))}
              <td className="num num--total">{item.total_available}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
