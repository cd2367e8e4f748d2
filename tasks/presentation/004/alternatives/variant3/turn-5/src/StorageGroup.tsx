import type { Storage } from './inventory';
import type { SupplyRow } from './supply';
import { StockTable } from './StockTable';

interface Props {
  storage: Storage;
  rows: SupplyRow[];
}

export function StorageGroup({ storage, rows }: Props) {
  const totalDoses = rows.reduce((sum, r) => sum + r.onHand, 0);
  return (
    <section className="storage">
      <h3>{storage}</h3>
      <StockTable rows={rows} />
      <p className="storage-total">Total doses: {totalDoses}</p>
    </section>
  );
}
