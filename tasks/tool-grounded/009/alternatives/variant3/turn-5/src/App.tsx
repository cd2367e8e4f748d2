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
import { hasLowLocation, inTeamOrder, plural, stockAt } from './locations';
import type { ItemRow, PlanOut, StockLocation, Transfer, TransferDraft, TransferFeedback } from './types';
import './styles.css';

export default function App() {
  const [locations, setLocations] = useState<StockLocation[]>([]);
  const [items, setItems] = useState<ItemRow[]>([]);
  const [transfers, setTransfers] = useState<Transfer[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [lowOnly, setLowOnly] = useState(false);

  const [draft, setDraft] = useState<TransferDraft>({ sku: '', from: '', to: '', quantity: '' });
  const [plan, setPlan] = useState<{ plan: PlanOut; itemName: string } | null>(null);
  const [planning, setPlanning] = useState(false);
  const [committing, setCommitting] = useState(false);
  const [feedback, setFeedback] = useState<TransferFeedback | null>(null);
  const [reversingId, setReversingId] = useState<string | null>(null);

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
    return items.filter((item) => {
      if (lowOnly && !hasLowLocation(item, locations)) return false;
      return !needle || item.sku.toLowerCase().includes(needle) || item.name.toLowerCase().includes(needle);
    });
  }, [items, query, lowOnly, locations]);

  /** Live figure for the chosen item at the chosen From location; follows every stock re-read. */
  const availableAtSource = useMemo(() => {
    const item = items.find((row) => row.sku === draft.sku);
    return item && draft.from ? stockAt(item, draft.from).available : null;
  }, [items, draft.sku, draft.from]);

  /** Apply form edits; To may never equal From, so move To to the first other location if needed. */
  const updateDraft = useCallback(
    (patch: Partial<TransferDraft>) =>
      setDraft((current) => {
        const next = { ...current, ...patch };
        if (next.from === next.to) next.to = locations.find((loc) => loc.id !== next.from)?.id ?? '';
        return next;
      }),
    [locations],
  );

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
      setFeedback({ origin: 'form', tone: 'error', text: `Could not plan transfer: ${errorText(error)}` });
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
      setFeedback({ origin: 'form', tone: 'ok', text: `Transfer ${transfer.id} committed` });
    } catch (error) {
      setFeedback({ origin: 'form', tone: 'error', text: `Could not commit transfer: ${errorText(error)}` });
    } finally {
      // A committed (or rejected) plan cannot be used again.
      setPlan(null);
      await refreshAfterMove();
      setCommitting(false);
    }
  }

  /** Send a committed transfer's units back: same evidence, plan and commit steps, opposite direction. */
  async function handleReverse(original: Transfer) {
    setReversingId(original.id);
    setFeedback(null);
    try {
      const { evidence_token } = await getItem(original.sku);
      const reversal = await planTransfer({
        sku: original.sku,
        from_location: original.to_location,
        to_location: original.from_location,
        quantity: original.quantity,
        evidence_token,
      });
      const { transfer } = await commitTransfer(reversal);
      setFeedback({
        origin: 'reverse',
        tone: 'ok',
        text: `Transfer ${transfer.id} committed (reverses ${original.id})`,
      });
    } catch (error) {
      setFeedback({ origin: 'reverse', tone: 'error', text: `Could not plan transfer: ${errorText(error)}` });
    } finally {
      await refreshAfterMove();
      setReversingId(null);
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
            <label className="toolbar__check">
              <input type="checkbox" checked={lowOnly} onChange={(event) => setLowOnly(event.target.checked)} />
              Show only items with a low location
            </label>
            <button type="button" className="btn toolbar__refresh" onClick={() => void loadStock()} disabled={loading}>
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
          {loaded && visible.length === 0 && <p className="muted">No items match the current filters.</p>}
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
                availableAtSource={availableAtSource}
                onChange={updateDraft}
                onPlan={() => void handlePlan()}
              />
              {plan && (
                <PlanPanel
                  plan={plan.plan}
                  itemName={plan.itemName}
                  locationName={locationName}
                  committing={committing}
                  onCommit={() => void handleCommit()}
                  onDiscard={() => setPlan(null)}
                />
              )}
            </div>
            <RecentTransfers
              transfers={transfers}
              locationName={locationName}
              reversingId={reversingId}
              feedback={feedback?.origin === 'reverse' ? feedback : null}
              onReverse={(transfer) => void handleReverse(transfer)}
            />
          </div>
        )}
      </main>
    </div>
  );
}
