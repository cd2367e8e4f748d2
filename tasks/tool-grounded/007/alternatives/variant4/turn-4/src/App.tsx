import { useCallback, useEffect, useRef, useState } from 'react';
import './app.css';
import BudgetPanel from './BudgetPanel';
import {
  approveClaim,
  Budget,
  CentreFilter,
  Claim,
  errorCode,
  fetchAllExpenses,
  fetchAwaiting,
  fetchBudgets,
  flagClaim,
  rejectClaim,
} from './inbox';
import { usd } from './money';

type FormMode = 'reject' | 'flag';

const STATUS_WORD: Record<string, string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  paid: 'Paid',
};

export default function App() {
  const [filter, setFilter] = useState<CentreFilter>('All');
  const [awaiting, setAwaiting] = useState<Claim[]>([]);
  const [others, setOthers] = useState<Claim[]>([]);
  const [budgets, setBudgets] = useState<Budget[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [loadError, setLoadError] = useState('');
  const [form, setForm] = useState<{ id: string; mode: FormMode } | null>(null);
  const [draft, setDraft] = useState('');
  const [formError, setFormError] = useState('');
  const filterRef = useRef<CentreFilter>('All');

  const reload = useCallback(async (which: CentreFilter = filterRef.current) => {
    const [open, all, live] = await Promise.all([
      fetchAwaiting(which),
      fetchAllExpenses(),
      fetchBudgets(),
    ]);
    if (filterRef.current !== which) return live;
    setAwaiting(open);
    setOthers(all.filter((c) => c.status !== 'submitted'));
    setBudgets(live);
    setLoaded(true);
    setLoadError('');
    return live;
  }, []);

  const safeReload = useCallback(
    async (which?: CentreFilter) => {
      try {
        await reload(which);
      } catch (err) {
        setLoadError(`Could not load the approvals data (${errorCode(err)})`);
      }
    },
    [reload],
  );

  useEffect(() => {
    void safeReload('All');
  }, [safeReload]);

  function changeFilter(next: CentreFilter) {
    filterRef.current = next;
    setFilter(next);
    void safeReload(next);
  }

  function openForm(id: string, mode: FormMode) {
    setForm({ id, mode });
    setDraft('');
    setFormError('');
  }

  async function onApprove(claim: Claim) {
    setBusy(true);
    try {
      await approveClaim(claim.id);
    } catch (err) {
      setNotice(`Could not approve ${claim.id} (${errorCode(err)})`);
      setBusy(false);
      return;
    }
    try {
      const live = await reload();
      const b = live.find((x) => x.cost_centre === claim.cost_centre);
      setNotice(
        b
          ? `Approved ${claim.id}. ${claim.cost_centre} remaining: ${usd(b.remaining)}`
          : `Approved ${claim.id}.`,
      );
    } catch (err) {
      setNotice(`Approved ${claim.id}.`);
      setLoadError(`Could not load the approvals data (${errorCode(err)})`);
    }
    setBusy(false);
  }

  async function submitForm(claim: Claim) {
    if (!form) return;
    if (form.mode === 'reject') {
      const reason = draft.trim();
      if (reason.length < 5) {
        setFormError('Enter a reason of at least 5 characters');
        return;
      }
      setBusy(true);
      try {
        await rejectClaim(claim.id, reason);
        setForm(null);
        setNotice(`Rejected ${claim.id}.`);
      } catch (err) {
        setFormError(`Could not reject ${claim.id} (${errorCode(err)})`);
      }
    } else {
      const note = draft.trim();
      if (note.length === 0) {
        setFormError('Enter a note for finance');
        return;
      }
      setBusy(true);
      try {
        await flagClaim(claim.id, note);
        setForm(null);
        setNotice(`Flagged ${claim.id} for review.`);
      } catch (err) {
        setFormError(`Could not flag ${claim.id} (${errorCode(err)})`);
      }
    }
    await safeReload();
    setBusy(false);
  }

  const claimWord = awaiting.length === 1 ? 'claim' : 'claims';

  return (
    <div className="page">
      <header className="top">
        <h1>Expense approvals</h1>
        <button type="button" className="ghost" onClick={() => void safeReload()} disabled={busy}>
          Refresh
        </button>
      </header>

      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {loadError && (
        <p className="problem" role="alert">
          {loadError}
        </p>
      )}

      <div className="layout">
        <section className="panel wide">
          <div className="panel-head">
            <h2>Awaiting decision</h2>
            <label className="picker">
              Cost centre
              <select
                value={filter}
                onChange={(e) => changeFilter(e.target.value as CentreFilter)}
              >
                <option value="All">All</option>
                <option value="CC-410">CC-410</option>
                <option value="CC-420">CC-420</option>
              </select>
            </label>
          </div>
          {loaded && (
            <p className="count">
              {awaiting.length} {claimWord} awaiting your decision
            </p>
          )}
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
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {awaiting.map((c) => {
                const open = form && form.id === c.id ? form.mode : null;
                return (
                  <tr key={c.id}>
                    <td>{c.id}</td>
                    <td>{c.requester}</td>
                    <td>
                      {c.title}
                      {c.flagged && (
                        <div className="flag">
                          <span className="badge">Flagged</span>
                          {c.flag_note && <span className="flag-note">{c.flag_note}</span>}
                        </div>
                      )}
                    </td>
                    <td>{c.cost_centre}</td>
                    <td className="num">{usd(c.amount)}</td>
                    <td className="actions">
                      <div className="btns">
                        <button type="button" disabled={busy} onClick={() => void onApprove(c)}>
                          Approve
                        </button>
                        <button
                          type="button"
                          className="ghost"
                          disabled={busy}
                          onClick={() => openForm(c.id, 'reject')}
                        >
                          Reject
                        </button>
                        <button
                          type="button"
                          className="ghost"
                          disabled={busy}
                          onClick={() => openForm(c.id, 'flag')}
                        >
                          Flag for review
                        </button>
                      </div>
                      {open && (
                        <form
                          className="inline-form"
                          onSubmit={(e) => {
                            e.preventDefault();
                            void submitForm(c);
                          }}
                        >
                          <label>
                            {open === 'reject' ? 'Reason for rejection' : 'Note for finance'}
                            <input
                              type="text"
                              value={draft}
                              onChange={(e) => setDraft(e.target.value)}
                            />
                          </label>
                          <div className="btns">
                            <button type="submit" disabled={busy}>
                              {open === 'reject' ? 'Confirm rejection' : 'Send flag'}
                            </button>
                            <button type="button" className="ghost" onClick={() => setForm(null)}>
                              Cancel
                            </button>
                          </div>
                          {formError && <p className="problem">{formError}</p>}
                        </form>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>

        <BudgetPanel budgets={budgets} />

        <section className="panel wide">
          <h2>Decided</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Claim</th>
                <th scope="col">Description</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">Rejection reason</th>
              </tr>
            </thead>
            <tbody>
              {others.map((c) => (
                <tr key={c.id}>
                  <td>{c.id}</td>
                  <td>{c.title}</td>
                  <td className="num">{usd(c.amount)}</td>
                  <td>{STATUS_WORD[c.status] ?? c.status}</td>
                  <td>{c.rejection_reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
}
