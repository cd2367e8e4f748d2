import { useEffect, useState } from "react";
import { errorMessage, listItems, listOpenOrders, type Item, type PurchaseOrder } from "./api";
import { formatUsd, isoDate, openOrdersLine, valueCents } from "./format";
import "./styles.css";

type Row = { po: PurchaseOrder; item: Item | undefined; cents: number };

export default function App() {
  const [orders, setOrders] = useState<PurchaseOrder[] | null>(null);
  const [items, setItems] = useState<Map<string, Item>>(new Map());
  const [loadError, setLoadError] = useState("");
  const [loading, setLoading] = useState(false);

  async function load() {
    setLoading(true);
    try {
      const [open, itemMap] = await Promise.all([listOpenOrders(), listItems()]);
      setItems(itemMap);
      setOrders(open);
      setLoadError("");
    } catch (error) {
      setLoadError(`Could not read the open orders: ${errorMessage(error)}`);
    } finally {
      setLoading(false);
    }
  }

  useEffect(() => {
    void load();
  }, []);

  const rows: Row[] = (orders ?? []).map((po) => {
    const item = items.get(po.sku);
    return { po, item, cents: item ? valueCents(po.quantity, item.unit_cost) : 0 };
  });
  const totalCents = rows.reduce((sum, row) => sum + row.cents, 0);

  return (
    <main className="page">
      <h1>Open order review</h1>
      <p className="intro">Tallgrass Trail Supply purchase orders still open with suppliers, live from the inventory system.</p>

      <section className="card" aria-labelledby="open-heading">
        <div className="section-head">
          <h2 id="open-heading">Open orders</h2>
          <button type="button" onClick={() => void load()} disabled={loading}>
            Refresh
          </button>
        </div>

        {loadError && (
          <p className="notice error" role="alert">
            {loadError}
          </p>
        )}

        {orders === null ? (
          !loadError && <p className="muted">Reading the open orders…</p>
        ) : (
          <>
            <p className="summary">{openOrdersLine(rows.length, totalCents)}</p>
            {rows.length > 0 && (
              <div className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">PO</th>
                      <th scope="col">Item</th>
                      <th scope="col">Supplier</th>
                      <th scope="col" className="num">
                        Quantity
                      </th>
                      <th scope="col">Expected</th>
                      <th scope="col" className="num">
                        Value
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map(({ po, cents }) => (
                      <tr key={po.id}>
                        <td>{po.id}</td>
                        <td>{po.item_name}</td>
                        <td>{po.supplier_name}</td>
                        <td className="num">{po.quantity}</td>
                        <td>{isoDate(po.expected_at)}</td>
                        <td className="num">{formatUsd(cents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>
    </main>
  );
}
