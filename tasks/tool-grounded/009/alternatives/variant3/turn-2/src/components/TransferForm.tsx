import type { FormEvent } from 'react';
import type { Feedback, ItemRow, StockLocation, TransferDraft } from '../types';

interface TransferFormProps {
  items: ItemRow[];
  locations: StockLocation[];
  draft: TransferDraft;
  planning: boolean;
  feedback: Feedback | null;
  onChange: (patch: Partial<TransferDraft>) => void;
  onPlan: () => void;
}

export default function TransferForm({
  items,
  locations,
  draft,
  planning,
  feedback,
  onChange,
  onPlan,
}: TransferFormProps) {
  const ready = Boolean(draft.sku && draft.from && draft.to && draft.quantity.trim() !== '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && !planning) onPlan();
  }

  return (
    <section className="panel">
      <h2>New transfer</h2>
      <form className="transfer-form" onSubmit={submit}>
        <label className="field field--wide">
          <span>Item</span>
          <select value={draft.sku} onChange={(event) => onChange({ sku: event.target.value })}>
            {items.map((item) => (
              <option key={item.sku} value={item.sku}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>From</span>
          <select value={draft.from} onChange={(event) => onChange({ from: event.target.value })}>
            {locations.map((loc) => (
              <option key={loc.id} value={loc.id}>
                {loc.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>To</span>
          <select value={draft.to} onChange={(event) => onChange({ to: event.target.value })}>
            {locations.map((loc) => (
              <option key={loc.id} value={loc.id}>
                {loc.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--narrow">
          <span>Quantity</span>
          <input
            type="number"
            min={1}
            step={1}
            value={draft.quantity}
            onChange={(event) => onChange({ quantity: event.target.value })}
          />
        </label>
        <div className="transfer-form__actions">
          <button type="submit" className="btn btn--primary" disabled={!ready || planning}>
            Plan transfer
          </button>
        </div>
      </form>
      {feedback && (
        <p className={feedback.tone === 'ok' ? 'msg msg--ok' : 'msg msg--error'} role={feedback.tone === 'ok' ? 'status' : 'alert'}>
          {feedback.text}
        </p>
      )}
    </section>
  );
}
