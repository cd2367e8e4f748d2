import { useCallback, useEffect, useState } from 'react';
import {
  ItemRow,
  Location,
  PurchaseOrder,
  fetchItems,
  fetchLocations,
  fetchOpenOrders,
  problem,
} from './inventory';
import BelowReorderTable from './BelowReorderTable';
import OpenOrdersTable from './OpenOrdersTable';
import OrderForm from './OrderForm';
import './app.css';

export default function App() {
  const [items, setItems] = useState<ItemRow[] | null>(null);
  const [orders, setOrders] = useState<PurchaseOrder[] | null>(null);
  const [locations, setLocations] = useState<Location[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [orderSku, setOrderSku] = useState<string | null>(null);

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
    fetchLocations()
      .then(setLocations)
      .catch((err) => setError(problem(err)));
  }, [reload]);

  return (
    <div className="page">
      <h1>Purchasing assistant</h1>
      {error && (
        <p className="alert" role="alert">
          {error}
        </p>
      )}
      <div className={orderSku ? 'layout with-form' : 'layout'}>
        <div className="main-col">
          <BelowReorderTable items={items} onOrder={setOrderSku} />
          <OpenOrdersTable orders={orders} />
        </div>
        {orderSku && (
          <OrderForm
            key={orderSku}
            sku={orderSku}
            locations={locations}
            onClose={() => setOrderSku(null)}
            onChanged={reload}
          />
        )}
      </div>
    </div>
  );
}
