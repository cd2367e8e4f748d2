import { useState } from 'react';
import type { FormEvent } from 'react';
import { money } from '../format';
import type { Claim } from '../types';

interface Props {
  claims: Claim[] | null;
  busy: boolean;
  onApprove: (claim: Claim) => void;
  onReject: (claim: Claim, reason: string) => Promise<boolean>;
}

export default function AwaitingCard({ claims, busy, onApprove, onReject }: Props) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [formError, setFormError] = useState('');

  function openForm(id: string) {
    setOpenId(id);
    setDraft('');
    setFormError('');
  }

  function closeForm() {
    setOpenId(null);
    setDraft('');
    setFormError('');
  }

  async function submit(e: FormEvent<HTMLFormElement>, claim: Claim) {
    e.preventDefault();
    const reason = draft.trim();
    if (reason.length < 5) {
      setFormError('Enter a reason of at least 5 characters');
      return;
    }
    setFormError('');
    if (await onReject(claim, reason)) closeForm();
  }

  return (
    <div className="card">
      <h2>Awaiting decision</h2>

      {claims === null ? (
        <p className="muted">Reading claims…</p>
      ) : (
        <>
          <p className="count-line">{claims.length} claims awaiting your decision</p>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Claim</th>
                  <th scope="col">Requester</th>
                  <th scope="col">Description</th>
                  <th scope="col">Cost centre</th>
                  <th scope="col" className="num">
                    Amount
                  </th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {claims.map((claim) => (
                  <tr key={claim.id}>
                    <td className="mono">{claim.id}</td>
                    <td>{claim.requester}</td>
                    <td>{claim.title}</td>
                    <td className="mono">{claim.cost_centre}</td>
                    <td className="num">{money(claim.amount)}</td>
                    <td className="actions">
                      <div className="button-row">
                        <button type="button" disabled={busy} onClick={() => onApprove(claim)}>
                          Approve
                        </button>
                        <button
                          type="button"
                          className="secondary"
                          disabled={busy}
                          onClick={() => openForm(claim.id)}
                        >
                          Reject
                        </button>
                      </div>
                      {openId === claim.id && (
                        <form className="inline-form" noValidate onSubmit={(e) => submit(e, claim)}>
                          <label htmlFor={`reject-${claim.id}`}>Reason for rejection</label>
                          <input
                            id={`reject-${claim.id}`}
                            type="text"
                            value={draft}
                            onChange={(e) => setDraft(e.target.value)}
                          />
                          <div className="button-row">
                            <button type="submit" disabled={busy}>
                              Confirm rejection
                            </button>
                            <button type="button" className="ghost" onClick={closeForm}>
                              Cancel
                            </button>
                          </div>
                          {formError && (
                            <p className="field-error" role="alert">
                              {formError}
                            </p>
                          )}
                        </form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {claims.length === 0 && <p className="muted">Nothing is waiting for a decision.</p>}
        </>
      )}
    </div>
  );
}
