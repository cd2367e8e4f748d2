import { useEffect, useState } from "react";
import "./index.css";
import {
  cancelOrder,
  receiveOrder,
  loadLowItems,
  loadOpenOrders,
  loadQuotes,
  loadWarehouses,
  reasonOf,
  type QuoteRequest,
  type ItemRow,
  type Location,
  type PurchaseOrder,
} from "./services/inventory";
import LowStockTable from "./views/LowStockTable";
import OpenOrdersTable from "./views/OpenOrdersTable";
import OrderPanel from "./views/OrderPanel";
import QuoteTable from "./views/QuoteTable";

export default function App() {
  const [lowItems, setLowItems] = useState<ItemRow[] | null>(null);
  const [orders, setOrders] = useState<PurchaseOrder[] | null>(null);
  const [trouble, setTrouble] = useState("");
  const [warehouses, setWarehouses] = useState<Location[]>([]);
  const [orderSku, setOrderSku] = useState<string | null>(null);
  const [poNote, setPoNote] = useState("");
  const [quotes, setQuotes] = useState<QuoteRequest[] | null>(null);
  const [hideOnOrder, setHideOnOrder] = useState(false);

  async function readQuotes() {
    try {
      setQuotes(await loadQuotes());
    } catch (err) {
      setTrouble(reasonOf(err));
    }
  }
  const [poBusy, setPoBusy] = useState(false);

  async function receive(po: PurchaseOrder) {
    setPoBusy(true);
    setPoNote("");
    try {
      const done = await receiveOrder(po);
      setPoNote(`Received ${done.id}`);
      await readTables();
    } catch (err) {
      setPoNote(`Could not receive ${po.id}: ${reasonOf(err)}`);
    } finally {
      setPoBusy(false);
    }
  }

  async function cancel(po: PurchaseOrder) {
    setPoBusy(true);
    setPoNote("");
    try {
      const done = await cancelOrder(po);
      setPoNote(`Cancelled ${done.id}`);
      await readTables();
    } catch (err) {
      setPoNote(`Could not cancel ${po.id}: ${reasonOf(err)}`);
    } finally {
      setPoBusy(false);
    }
  }

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
    void readQuotes();
    loadWarehouses()
      .then(setWarehouses)
      .catch((err) => setTrouble(reasonOf(err)));
  }, []);

  const lowCount = lowItems?.length ?? 0;
  const listedLow = (lowItems ?? []).filter((i) => !hideOnOrder || i.on_order === 0);

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
            <div className="count-row">
              <p className="count">{`${lowCount} ${lowCount === 1 ? "item" : "items"} below reorder point`}</p>
              <label className="tick">
                <input type="checkbox" checked={hideOnOrder} onChange={(e) => setHideOnOrder(e.target.checked)} />
                Hide items already on order
              </label>
            </div>
            <LowStockTable items={listedLow} ordering={orderSku} onOrder={setOrderSku} />
          </>
        )}
      </section>

      {orderSku && (
        <section className="box">
          <h2>New purchase order</h2>
          <OrderPanel
            key={orderSku}
            sku={orderSku}
            warehouses={warehouses}
            onPlaced={readTables}
            onQuoted={readQuotes}
            onClose={() => setOrderSku(null)}
          />
        </section>
      )}

      <section className="box">
        <h2>Quote requests</h2>
        {quotes === null ? <p className="muted">Reading quote requests…</p> : <QuoteTable quotes={quotes} />}
      </section>

      <section className="box">
        <h2>Open purchase orders</h2>
        {poNote && (
          <p className={poNote.startsWith("Could not") ? "trouble" : "done"} role="status">
            {poNote}
          </p>
        )}
        {orders === null ? (
          <p className="muted">Reading orders…</p>
        ) : (
          <OpenOrdersTable
            orders={orders}
            busy={poBusy}
            onReceive={(po) => void receive(po)}
            onCancel={(po) => void cancel(po)}
          />
        )}
      </section>
    </main>
  );
}
