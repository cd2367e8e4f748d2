import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  commitTransfer,
  errorText,
  getItem,
  listItems,
  listLocations,
  listTransfers,
  planTransfer,
} from './api';
import ItemDetailPanel from './components/ItemDetailPanel';
import PlanPanel from './components/PlanPanel';
import RecentTransfers from './components/RecentTransfers';
import StockTable from './components/StockTable';
import TransferForm from './components/TransferForm';
import { inTeamOrder, plural } from './locations';
import type { Feedback, ItemRow, PlanOut, StockLocation, Transfer, TransferDraft } from './types';
import './styles.css';

export default function App() {
  const [locations, setLocations] = useState<StockLocation[]>([]);
  const [items, setItems] = useState<ItemRow[]>([]);
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [query, setQuery] = useState('');

  const [draft, setDraft] = useState<TransferDraft>({ sku: '', from: '', to: '', quantity: '' });
  const [plan, setPlan] = useState<{ plan: PlanOut; itemName: string } | null>(null);
  const [planning, setPlanning] = useState(false);
  const [committing, setCommitting] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const [detailSku, setDetailSku] = useState<string | null>(null);
  /** Bumped after every stock re-read so an open Item detail reads its item again too. */
  const [stockVersion, setStockVersion] = useState(0);

  const loadStock = useCallback(async () => {
    setLoading(true);
    try {
      const [locs, rows, moves] = await Promise.all([listLocations(), listItems(), listTransfers()]);
      const ordered = inTeamOrder(locs);
      setLocations(ordered);
      setItems(rows);
      setTransfers(moves);
      setStockVersion((n) => n + 1);
      setDraft((current) => ({
        ...current,
        sku: current.sku || rows[0]?.sku || '',
        from: current.from || ordered[0]?.id || '',
        to: current.to || ordered[1]?.id || '',
      }));
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

  /** Re-read the figures a stock movement changes: the stock table and the transfer list. */
  const refreshAfterMove = useCallback(async () => {
    try {
      const [rows, moves] = await Promise.all([listItems(), listTransfers()]);
      setItems(rows);
      setTransfers(moves);
      setStockVersion((n) => n + 1);
    } catch (error) {
      setLoadError(`Could not reload stock: ${errorText(error)}`);
    }
  }, []);

  /** After a stock count only the stock table needs re-reading (the detail re-reads itself). */
  const refreshItems = useCallback(async () => {
    try {
      setItems(await listItems());
    } catch (error) {
      setLoadError(`Could not reload stock: ${errorText(error)}`);
    }
  }, []);

  const locationName = useCallback(
    (id: string) => locations.find((loc) => loc.id === id)?.name ?? id,
    [locations],
  );

  const visible = useMemo(() => {
    const needle = query.toLowerCase();
    if (!needle) return items;
    return items.filter(
      (item) => item.sku.toLowerCase().includes(needle) || item.name.toLowerCase().includes(needle),
    );
  }, [items, query]);

  async function handlePlan() {
    setPlanning(true);
    setPlan(null);
    setFeedback(null);
    try {
      // Always read the item's current evidence token first, then ask for a plan.
      const { item, evidence_token } = await getItem(draft.sku);
      const result = await planTransfer({
        sku: draft.sku,
        from_location: draft.from,
        to_location: draft.to,
        quantity: Number(draft.quantity),
        evidence_token,
      });
      setPlan({ plan: result, itemName: item.name });
    } catch (error) {
      setFeedback({ tone: 'error', text: `Could not plan transfer: ${errorText(error)}` });
    } finally {
      setPlanning(false);
    }
  }

  async function handleCommit() {
    if (!plan) return;
    setCommitting(true);
    setFeedback(null);
    try {
      const { transfer } = await commitTransfer(plan.plan);
      setFeedback({ tone: 'ok', text: `Transfer ${transfer.id} committed` });
    } catch (error) {
      setFeedback({ tone: 'error', text: `Could not commit transfer: ${errorText(error)}` });
    } finally {
      // A committed (or rejected) plan cannot be used again.
      setPlan(null);
      await refreshAfterMove();
      setCommitting(false);
    }
  }

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
              <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
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
          {loaded && (
            <StockTable
              items={visible}
              locations={locations}
              busy={loading}
              selectedSku={detailSku}
              onDetails={setDetailSku}
            />
          )}
          {loaded && visible.length === 0 && <p className="muted">No items match “{query}”.</p>}
        </section>

        {loaded && detailSku && (
          <ItemDetailPanel
            key={detailSku}
            sku={detailSku}
            locations={locations}
            refreshKey={stockVersion}
            onCounted={refreshItems}
            onClose={() => setDetailSku(null)}
          />
        )}

        {loaded && (
          <div className="workbench">
            <div className="workbench__main">
              <TransferForm
                items={items}
                locations={locations}
                draft={draft}
                planning={planning}
                feedback={feedback}
                onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
                onPlan={() => void handlePlan()}
              />
              {plan && (
                <PlanPanel
                  plan={plan.plan}
                  itemName={plan.itemName}
                  locationName={locationName}
                  committing={committing}
                  onCommit={() => void handleCommit()}
                />
              )}
            </div>
            <RecentTransfers transfers={transfers} locationName={locationName} />
          </div>
        )}
      </main>
    </div>
  );
}
