import { useEffect, useState } from "react";
import { errorMessage, forecastDemand, listItems, listOpenOrders, type Item, type PurchaseOrder } from "./api";
import { formatUsd, isoDate, notNeededLine, openOrdersLine } from "./format";
import { buildRows } from "./rows";
import "./styles.css";

function figure(value: number | null): string {
  return value === null ? "—" : String(value);
}

export default function App() {
  const [orders, setOrders] = useState<PurchaseOrder[] | null>(null);
  const [items, setItems] = useState<Map<string, Item>>(new Map());
  const [demand, setDemand] = useState<Map<string, number>>(new Map());
  const [loadError, setLoadError] = useState("");
  const [loading, setLoading] = useState(false);

  async function load() {
    setLoading(true);
    try {
      const [open, itemMap] = await Promise.all([listOpenOrders(), listItems()]);
      const demandMap = await forecastDemand(open.map((po) => po.sku));
      setItems(itemMap);
      setDemand(demandMap);
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

  const rows = buildRows(orders ?? [], items, demand);
  const totalCents = rows.reduce((sum, row) => sum + row.cents, 0);
  const notNeeded = rows.filter((row) => row.cover === "Not needed");
  const notNeededCents = notNeeded.reduce((sum, row) => sum + row.cents, 0);

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
            <p className="summary">{notNeededLine(notNeeded.length, notNeededCents)}</p>
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
                      <th scope="col" className="num">
                        Available
                      </th>
                      <th scope="col" className="num">
                        Demand 30 days
                      </th>
                      <th scope="col" className="num">
                        Projected
                      </th>
                      <th scope="col">Cover</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.po.id}>
                        <td>{row.po.id}</td>
                        <td>{row.po.item_name}</td>
                        <td>{row.po.supplier_name}</td>
                        <td className="num">{row.po.quantity}</td>
                        <td>{isoDate(row.po.expected_at)}</td>
                        <td className="num">{formatUsd(row.cents)}</td>
                        <td className="num">{figure(row.available)}</td>
                        <td className="num">{figure(row.demand)}</td>
                        <td className="num">{figure(row.projected)}</td>
                        <td className={row.cover === "Not needed" ? "cover-not-needed" : undefined}>{row.cover ?? "—"}</td>
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
