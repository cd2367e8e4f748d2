import { useCallback, useEffect, useState } from 'react';
import {
  ItemRow,
  PurchaseOrder,
  fetchItems,
  fetchOpenOrders,
  problem,
} from './inventory';
import BelowReorderTable from './BelowReorderTable';
import OpenOrdersTable from './OpenOrdersTable';
import './app.css';

export default function App() {
  const [items, setItems] = useState<ItemRow[] | null>(null);
  const [orders, setOrders] = useState<PurchaseOrder[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      const [nextItems, nextOrders] = await Promise.all([fetchItems(), fetchOpenOrders()]);
      setItems(nextItems);
      setOrders(nextOrders);
      setError(null);
    } catch (err) {
      setError(problem(err));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <div className="page">
      <h1>Purchasing assistant</h1>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <div className="layout">
        <div className="main-col">
          <BelowReorderTable items={items} />
          <OpenOrdersTable orders={orders} />
        </div>
      </div>
    </div>
  );
}
