import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { adjustStock, errorText, getItem } from '../api';
import { stockAt } from '../locations';
import type { CountReason, Feedback, ItemDetail, StockLocation } from '../types';

const REASONS: { value: CountReason; label: string }[] = [
  { value: 'cycle_count', label: 'Cycle count' },
  { value: 'damaged', label: 'Damaged' },
  { value: 'found', label: 'Found' },
];

interface ItemDetailPanelProps {
  sku: string;
  locations: StockLocation[];
  /** Changes whenever stock may have moved elsewhere in the console, to re-read the item. */
  refreshKey: number;
  onCounted: () => Promise<void>;
  onClose: () => void;
}

export default function ItemDetailPanel({ sku, locations, refreshKey, onCounted, onClose }: ItemDetailPanelProps) {
  const [item, setItem] = useState<ItemDetail | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [countLocation, setCountLocation] = useState(locations[0]?.id ?? '');
  const [reason, setReason] = useState<CountReason>('cycle_count');
  const [counted, setCounted] = useState('');
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<Feedback | null>(null);

  const read = useCallback(async () => {
    try {
      const { item: fresh } = await getItem(sku);
      setItem(fresh);
      setReadError(null);
    } catch (error) {
      setReadError(`Could not read ${sku}: ${errorText(error)}`);
    }
  }, [sku]);

  useEffect(() => {
    void read();
  }, [read, refreshKey]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || counted.trim() === '') return;
    setSaving(true);
    setResult(null);
    try {
      // Read the current evidence token right before writing the count.
      const { evidence_token } = await getItem(sku);
      await adjustStock({
        sku,
        location: countLocation,
        counted_quantity: Number(counted),
        reason,
        evidence_token,
      });
      setResult({ tone: 'ok', text: 'Count saved' });
      await Promise.all([read(), onCounted()]);
    } catch (error) {
      setResult({ tone: 'error', text: `Could not save count: ${errorText(error)}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="panel panel--detail">
      <div className="detail__head">
        <h2>Item detail</h2>
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>

      {readError && (
        <p className="msg msg--error" role="alert">
          {readError}
        </p>
      )}
      {!item && !readError && <p className="muted">Reading {sku}…</p>}

      {item && (
        <div className="detail__body">
          <div>
            <h3 className="detail__name">{item.name}</h3>
            <p className="detail__sku">{item.sku}</p>
            <ul className="detail__lines">
              {locations.map((loc) => {
                const level = stockAt(item, loc.id);
                return (
                  <li key={loc.id}>
                    {loc.name}: {level.on_hand} on hand, {level.reserved} reserved, {level.available} available
                  </li>
                );
              })}
            </ul>
          </div>

          <form className="count-form" onSubmit={save}>
            <h3 className="count-form__title">Stock count</h3>
            <label className="field">
              <span>Count location</span>
              <select value={countLocation} onChange={(event) => setCountLocation(event.target.value)}>
                {locations.map((loc) => (
                  <option key={loc.id} value={loc.id}>
                    {loc.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Reason</span>
              <select value={reason} onChange={(event) => setReason(event.target.value as CountReason)}>
                {REASONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>Counted quantity</span>
              <input
                type="number"
                min={0}
                step={1}
                value={counted}
                onChange={(event) => setCounted(event.target.value)}
              />
            </label>
            <div className="count-form__actions">
              <button type="submit" className="btn btn--primary" disabled={saving || counted.trim() === ''}>
                Save count
              </button>
            </div>
            {result && (
              <p
                className={result.tone === 'ok' ? 'msg msg--ok' : 'msg msg--error'}
                role={result.tone === 'ok' ? 'status' : 'alert'}
              >
                {result.text}
              </p>
            )}
          </form>
        </div>
      )}
    </section>
  );
}
