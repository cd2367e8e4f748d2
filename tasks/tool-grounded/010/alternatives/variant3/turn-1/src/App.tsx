import { useCallback, useEffect, useState } from 'react';
import './app.css';
import BelowReorderSection from './BelowReorderSection';
import OpenOrdersSection from './OpenOrdersSection';
import { fetchBelowReorder, fetchOpenOrders, messageOf } from './inventory';
import type { ItemRow, PurchaseOrderRow } from './inventory';

export default function App() {
  const [items, setItems] = useState<ItemRow[] | null>(null);
  const [orders, setOrders] = useState<PurchaseOrderRow[] | null>(null);
  const [loadError, setLoadError] = useState('');

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
        <BelowReorderSection items={items} />
        <OpenOrdersSection orders={orders} />
      </main>
    </div>
  );
}
