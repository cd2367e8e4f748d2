import { useCallback, useEffect, useState } from 'react';
import './app.css';
import BelowReorderSection from './BelowReorderSection';
import OpenOrdersSection from './OpenOrdersSection';
import OrderForm from './OrderForm';
import { fetchBelowReorder, fetchLocations, fetchOpenOrders, messageOf } from './inventory';
import type { ItemRow, Location, PurchaseOrderRow } from './inventory';

export default function App() {
  const [items, setItems] = useState<ItemRow[] | null>(null);
  const [orders, setOrders] = useState<PurchaseOrderRow[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [warehouses, setWarehouses] = useState<Location[]>([]);
  const [orderSku, setOrderSku] = useState<string | null>(null);

  const loadTables = useCallback(async () => {
    try {
      const [below, open] = await Promise.all([fetchBelowReorder(), fetchOpenOrders()]);
      setItems(below);
      setOrders(open);
      setLoadError('');
    } catch (err) {
      setLoadError(messageOf(err));
    }
  }, []);

  useEffect(() => {
    void loadTables();
    fetchLocations()
      .then((locations) => setWarehouses(locations.filter((l) => l.kind === 'warehouse')))
      .catch((err) => setLoadError(messageOf(err)));
  }, [loadTables]);

  return (
    <div className="shell">
      <header className="topbar">
        <h1>Purchasing assistant</h1>
        <p className="subtitle">Ridgeline Outdoor · live figures from the inventory system</p>
      </header>
      {loadError && (
        <p className="banner banner-error" role="alert">
          {loadError}
        </p>
      )}
      <main className="stack">
        <BelowReorderSection items={items} activeSku={orderSku} onOrder={setOrderSku} />
        {orderSku && <OrderForm key={orderSku} sku={orderSku} warehouses={warehouses} onPlaced={loadTables} />}
        <OpenOrdersSection orders={orders} />
      </main>
    </div>
  );
}
