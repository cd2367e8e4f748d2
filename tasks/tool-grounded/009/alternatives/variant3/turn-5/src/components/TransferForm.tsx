import type { FormEvent } from 'react';
import type { ItemRow, StockLocation, TransferDraft, TransferFeedback } from '../types';

interface TransferFormProps {
  items: ItemRow[];
  locations: StockLocation[];
  draft: TransferDraft;
  planning: boolean;
  feedback: TransferFeedback | null;
  /** Live units available for the chosen item at the chosen From location. */
  availableAtSource: number | null;
  onChange: (patch: Partial<TransferDraft>) => void;
  onPlan: () => void;
}

export default function TransferForm({
  items,
  locations,
  draft,
  planning,
  feedback,
  availableAtSource,
  onChange,
  onPlan,
}: TransferFormProps) {
  const ready = Boolean(draft.sku && draft.from && draft.to && draft.quantity.trim() !== '');
  const requested = Number(draft.quantity);
  const tooMany =
    availableAtSource !== null && draft.quantity.trim() !== '' && Number.isFinite(requested) && requested > availableAtSource;
  const fromName = locations.find((loc) => loc.id === draft.from)?.name ?? draft.from;
  const destinations = locations.filter((loc) => loc.id !== draft.from);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && !planning && !tooMany) onPlan();
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
            {destinations.map((loc) => (
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
        <p className="transfer-form__source">
          Available at source: <strong>{availableAtSource ?? '–'}</strong>
        </p>
        <div className="transfer-form__actions">
          <button type="submit" className="btn btn--primary" disabled={!ready || planning || tooMany}>
            Plan transfer
          </button>
        </div>
      </form>
      {tooMany && (
        <p className="msg msg--error" role="alert">
          Only {availableAtSource} available at {fromName}
        </p>
      )}
      {feedback && feedback.origin === 'form' && (
        <p className={feedback.tone === 'ok' ? 'msg msg--ok' : 'msg msg--error'} role={feedback.tone === 'ok' ? 'status' : 'alert'}>
          {feedback.text}
        </p>
      )}
    </section>
  );
}
