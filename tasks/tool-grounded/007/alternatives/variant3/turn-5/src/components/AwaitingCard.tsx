import { useState } from 'react';
import type { FormEvent } from 'react';
import { money, sumMoney } from '../format';
import type { CentreFilter, Claim } from '../types';
import { COST_CENTRES } from '../types';

type Mode = 'reject' | 'flag';

interface Props {
  claims: Claim[] | null;
  filter: CentreFilter;
  busy: boolean;
  onFilter: (filter: CentreFilter) => void;
  onApprove: (claim: Claim) => void;
  onReject: (claim: Claim, reason: string) => Promise<boolean>;
  onFlag: (claim: Claim, note: string) => Promise<boolean>;
}

const FORM_TEXT: Record<Mode, { label: string; submit: string; empty: string }> = {
  reject: {
    label: 'Reason for rejection',
    submit: 'Confirm rejection',
    empty: 'Enter a reason of at least 5 characters',
  },
  flag: { label: 'Note for finance', submit: 'Send flag', empty: 'Enter a note for finance' },
};

export default function AwaitingCard({ claims, filter, busy, onFilter, onApprove, onReject, onFlag }: Props) {
  const [open, setOpen] = useState<{ id: string; mode: Mode } | null>(null);
  const [draft, setDraft] = useState('');
  const [formError, setFormError] = useState('');

  function openForm(id: string, mode: Mode) {
    setOpen({ id, mode });
    setDraft('');
    setFormError('');
  }

  function closeForm() {
    setOpen(null);
    setDraft('');
    setFormError('');
  }

  async function submit(e: FormEvent<HTMLFormElement>, claim: Claim, mode: Mode) {
    e.preventDefault();
    const text = draft.trim();
    const tooShort = mode === 'reject' ? text.length < 5 : text.length === 0;
    if (tooShort) {
      setFormError(FORM_TEXT[mode].empty);
      return;
    }
    setFormError('');
    const ok = mode === 'reject' ? await onReject(claim, text) : await onFlag(claim, text);
    if (ok) closeForm();
  }

  const total = claims ? sumMoney(claims.map((c) => c.amount)) : 0;

  return (
    <div className="card">
      <div className="card-head">
        <h2>Awaiting decision</h2>
        <div className="filter">
          <label htmlFor="centre-filter">Cost centre</label>
          <select
            id="centre-filter"
            value={filter}
            onChange={(e) => onFilter(e.target.value as CentreFilter)}
          >
            <option value="All">All</option>
            {COST_CENTRES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </div>

      {claims === null ? (
        <p className="muted">Reading claims…</p>
      ) : (
        <>
          <p className="count-line">
            {claims.length} claims awaiting, {money(total)} in total
          </p>
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
                {claims.map((claim) => {
                  const form = open?.id === claim.id ? open.mode : null;
                  return (
                    <tr key={claim.id}>
                      <td className="mono">{claim.id}</td>
                      <td>{claim.requester}</td>
                      <td>
                        <div>{claim.title}</div>
                        {claim.flagged && (
                          <div className="flag-block">
                            <span className="badge">Flagged</span>
                            {claim.flag_note && <span className="flag-note">{claim.flag_note}</span>}
                          </div>
                        )}
                      </td>
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
                            onClick={() => openForm(claim.id, 'reject')}
                          >
                            Reject
                          </button>
                          <button
                            type="button"
                            className="secondary"
                            disabled={busy}
                            onClick={() => openForm(claim.id, 'flag')}
                          >
                            Flag for review
                          </button>
                        </div>
                        {form && (
                          <form className="inline-form" noValidate onSubmit={(e) => submit(e, claim, form)}>
                            <label htmlFor={`${form}-${claim.id}`}>{FORM_TEXT[form].label}</label>
                            <input
                              id={`${form}-${claim.id}`}
                              type="text"
                              value={draft}
                              onChange={(e) => setDraft(e.target.value)}
                            />
                            <div className="button-row">
                              <button type="submit" disabled={busy}>
                                {FORM_TEXT[form].submit}
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
                  );
                })}
              </tbody>
            </table>
          </div>
          {claims.length === 0 && <p className="muted">Nothing is waiting for a decision here.</p>}
        </>
      )}
    </div>
  );
}
