import { useEffect, useState } from "react";
import "./index.css";
import { loadLowItems, loadOpenOrders, reasonOf, type ItemRow, type PurchaseOrder } from "./services/inventory";
import LowStockTable from "./views/LowStockTable";
import OpenOrdersTable from "./views/OpenOrdersTable";

export default function App() {
  const [lowItems, setLowItems] = useState<ItemRow[] | null>(null);
  const [orders, setOrders] = useState<PurchaseOrder[] | null>(null);
  const [trouble, setTrouble] = useState("");

  async function readTables() {
    try {
      const [items, open] = await Promise.all([loadLowItems(), loadOpenOrders()]);
      setLowItems(items);
      setOrders(open);
      setTrouble("");
    } catch (err) {
      setTrouble(reasonOf(err));
    }
  }

  useEffect(() => {
    void readTables();
  }, []);

  const lowCount = lowItems?.length ?? 0;

  return (
    <main className="page">
      <header>
        <h1>Purchasing assistant</h1>
        <p className="muted">Live stock and purchase orders from the inventory system.</p>
      </header>
      {trouble && (
        <p className="trouble" role="alert">
          {trouble}
        </p>
      )}

      <section className="box">
        <h2>Below reorder point</h2>
        {lowItems === null ? (
          <p className="muted">Reading stock…</p>
        ) : (
          <>
            <p className="count">{`${lowCount} ${lowCount === 1 ? "item" : "items"} below reorder point`}</p>
            <LowStockTable items={lowItems} />
          </>
        )}
      </section>

      <section className="box">
        <h2>Open purchase orders</h2>
        {orders === null ? <p className="muted">Reading orders…</p> : <OpenOrdersTable orders={orders} />}
      </section>
    </main>
  );
}
