import { useState } from "react";
import { draftPayment, errorMessage, paymentNumber } from "./api";
import type { Payment, RequestSummary } from "./api";
import { formatUsd } from "./money";

type ReadyProps = {
  approved: RequestSummary[];
  payments: Payment[];
  onDrafted: () => Promise<void>;
};

type Outcome = { ok: boolean; text: string };

/** "Ready for payment": approved requests and the draft payment each one already has. */
export function ReadyForPayment({ approved, payments, onDrafted }: ReadyProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function prepare(request: RequestSummary) {
    setBusyId(request.id);
    setOutcome(null);
    let next: Outcome;
    try {
      const payment = await draftPayment(request.id);
      next = {
        ok: true,
        text: `Draft ${payment.id} prepared for ${request.id} (${formatUsd(payment.amount)})`,
      };
    } catch (err) {
      next = { ok: false, text: `Could not prepare a draft: ${errorMessage(err)}` };
    }
    try {
      await onDrafted();
    } catch {
      // the section keeps its previous rows; the outcome below still tells what happened
    }
    setOutcome(next);
    setBusyId(null);
  }

  function draftFor(requestId: string): Payment | undefined {
    return payments
      .filter((p) => p.request_id === requestId && p.status === "draft")
      .sort((a, b) => paymentNumber(a.id) - paymentNumber(b.id))[0];
  }

  return (
    <section className="card" aria-labelledby="ready-heading">
      <h2 id="ready-heading">Ready for payment</h2>
      <div role="status" aria-live="polite">
        {outcome && <p className={outcome.ok ? "alert alert-ok" : "alert alert-bad"}>{outcome.text}</p>}
      </div>
      {approved.length === 0 ? (
        <p className="muted">No approved requests are waiting for payment.</p>
      ) : (
        <table className="grid">
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Title</th>
              <th scope="col">Payee</th>
              <th scope="col" className="num">Amount</th>
              <th scope="col">Draft</th>
            </tr>
          </thead>
          <tbody>
            {approved.map((r) => {
              const draft = draftFor(r.id);
              return (
                <tr key={r.id}>
                  <td className="mono">{r.id}</td>
                  <td>{r.title}</td>
                  <td>{r.requester}</td>
                  <td className="num">{formatUsd(r.amount)}</td>
                  <td className="action">
                    {draft ? (
                      <span className="mono">{draft.id}</span>
                    ) : (
                      <button type="button" onClick={() => void prepare(r)} disabled={busyId !== null}>
                        Prepare draft
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** "Payments": every payment in the system, newest (highest id) first. */
export function PaymentsList({ payments }: { payments: Payment[] }) {
  const ordered = [...payments].sort((a, b) => paymentNumber(b.id) - paymentNumber(a.id));
  return (
    <section className="card" aria-labelledby="payments-heading">
      <h2 id="payments-heading">Payments</h2>
      {ordered.length === 0 ? (
        <p className="muted">No payments yet.</p>
      ) : (
        <ul className="payments">
          {ordered.map((p) => (
            <li key={p.id}>
              {`${p.id} · ${p.request_id} · ${p.payee} · ${formatUsd(p.amount)} · ${
                p.status === "released" ? "Released" : "Draft"
              }`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
