import { useCallback, useEffect, useState } from 'react';
import './app.css';
import BelowReorderSection from './BelowReorderSection';
import OpenOrdersSection from './OpenOrdersSection';
import OrderForm from './OrderForm';
import QuoteRequestsSection from './QuoteRequestsSection';
import { fetchBelowReorder, fetchLocations, fetchOpenOrders, fetchQuoteRequests, messageOf } from './inventory';
import type { ItemRow, Location, PurchaseOrderRow, QuoteRequestRow } from './inventory';

export default function App() {
  const [items, setItems] = useState<ItemRow[] | null>(null);
  const [orders, setOrders] = useState<PurchaseOrderRow[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [warehouses, setWarehouses] = useState<Location[]>([]);
  const [orderSku, setOrderSku] = useState<string | null>(null);
  const [stamp, setStamp] = useState(0);
  const [quotes, setQuotes] = useState<QuoteRequestRow[] | null>(null);

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

  const loadQuotes = useCallback(async () => {
    try {
      setQuotes(await fetchQuoteRequests());
    } catch (err) {
      setLoadError(messageOf(err));
    }
  }, []);

  const afterOrderChange = useCallback(async () => {
    await loadTables();
    setStamp((n) => n + 1);
  }, [loadTables]);

  useEffect(() => {
    void loadTables();
    void loadQuotes();
    fetchLocations()
      .then((locations) => setWarehouses(locations.filter((l) => l.kind === 'warehouse')))
      .catch((err) => setLoadError(messageOf(err)));
  }, [loadTables, loadQuotes]);

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
        {orderSku && (
          <OrderForm
            key={orderSku}
            sku={orderSku}
            warehouses={warehouses}
            stamp={stamp}
            onPlaced={loadTables}
            onQuoted={loadQuotes}
          />
        )}
        <OpenOrdersSection orders={orders} onChanged={afterOrderChange} />
        <QuoteRequestsSection quotes={quotes} />
      </main>
    </div>
  );
}
