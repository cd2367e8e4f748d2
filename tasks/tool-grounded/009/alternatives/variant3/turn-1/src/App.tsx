import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorText, listItems, listLocations } from './api';
import StockTable from './components/StockTable';
import { inTeamOrder, plural } from './locations';
import type { ItemRow, StockLocation } from './types';
import './styles.css';

export default function App() {
  const [locations, setLocations] = useState<StockLocation[]>([]);
  const [items, setItems] = useState<ItemRow[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [query, setQuery] = useState('');

  const loadStock = useCallback(async () => {
    setLoading(true);
    try {
      const [locs, rows] = await Promise.all([listLocations(), listItems()]);
      setLocations(inTeamOrder(locs));
      setItems(rows);
      setLoadError(null);
      setLoaded(true);
    } catch (error) {
      setLoadError(`Could not load stock: ${errorText(error)}`);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void loadStock();
  }, [loadStock]);

  const visible = useMemo(() => {
    const needle = query.toLowerCase();
    if (!needle) return items;
    return items.filter(
      (item) => item.sku.toLowerCase().includes(needle) || item.name.toLowerCase().includes(needle),
    );
  }, [items, query]);

  return (
    <div className="console">
      <header className="console__header">
        <h1>Transfer console</h1>
        {loaded && (
          <p className="console__summary">
            {plural(items.length, 'item', 'items')} across {plural(locations.length, 'location', 'locations')}
          </p>
        )}
      </header>

      <main>
        <section className="panel" aria-label="Stock by location">
          <div className="toolbar">
            <label className="toolbar__search">
              <span>Search items</span>
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </label>
            <button type="button" className="btn" onClick={() => void loadStock()} disabled={loading}>
              Refresh
            </button>
          </div>

          {loadError && (
            <p className="msg msg--error" role="alert">
              {loadError}
            </p>
          )}
          {!loaded && !loadError && <p className="muted">Reading live stock…</p>}
          {loaded && <StockTable items={visible} locations={locations} busy={loading} />}
          {loaded && visible.length === 0 && (
            <p className="muted">No items match “{query}”.</p>
          )}
        </section>
      </main>
    </div>
  );
}
