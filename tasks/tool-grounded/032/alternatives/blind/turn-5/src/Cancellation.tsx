import { usd } from "./money";
import type { Quote } from "./api";

export interface CancelView {
  id: string;
  guest: string;
  arrival: string;
  quote: Quote | null;
  loading: boolean;
  refusal: string;
  problem: string;
  done: { text: string; status: string } | null;
}

interface Props {
  view: CancelView | null;
  busy: boolean;
  onConfirm: () => void;
}

function freeLine(quote: Quote): string {
  if (quote.free_until == null) return "Never free to cancel";
  if (quote.free_until >= quote.business_date) return `Free to cancel until ${quote.free_until}`;
  return `Free cancellation ended on ${quote.free_until}`;
}

export default function Cancellation({ view, busy, onConfirm }: Props) {
  return (
    <section className="card" aria-labelledby="cancellation-heading">
      <h2 id="cancellation-heading">Cancellation</h2>
      {!view && <p className="muted">Choose "Quote cancellation" on an upcoming stay to see what cancelling costs today.</p>}
      {view && view.refusal && (
        <p role="alert" className="alert">
          {view.refusal}
        </p>
      )}
      {view && view.done && (
        <div role="status">
          <p className="notice">{view.done.text}</p>
          <p className="stay-line">{view.done.status}</p>
        </div>
      )}
      {view && !view.done && (
        <div className="quote">
          <p className="stay-line">
            {view.id} · {view.guest} · arrives {view.quote?.arrival ?? view.arrival}
          </p>
          {view.loading && <p className="muted">Asking the system for a quote…</p>}
          {view.problem && (
            <p role="alert" className="alert">
              {view.problem}
            </p>
          )}
          {view.quote && !view.loading && (
            <>
              <p>{freeLine(view.quote)}</p>
              <p className="fee-line">Fee if cancelled today: {usd(view.quote.fee)}</p>
              <button type="button" onClick={onConfirm} disabled={busy}>
                Confirm cancellation
              </button>
            </>
          )}
        </div>
      )}
    </section>
  );
}
