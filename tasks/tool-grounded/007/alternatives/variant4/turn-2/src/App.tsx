import { useCallback, useEffect, useRef, useState } from 'react';
import './app.css';
import BudgetPanel from './BudgetPanel';
import {
  approveClaim,
  Budget,
  CentreFilter,
  Claim,
  errorCode,
  fetchAwaiting,
  fetchBudgets,
} from './inbox';
import { usd } from './money';

export default function App() {
  const [awaiting, setAwaiting] = useState<Claim[]>([]);
  const [budgets, setBudgets] = useState<Budget[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [loadError, setLoadError] = useState('');
  const filterRef = useRef<CentreFilter>('All');

  const reload = useCallback(async (which: CentreFilter = filterRef.current) => {
    const [open, live] = await Promise.all([fetchAwaiting(which), fetchBudgets()]);
    if (filterRef.current !== which) return live;
    setAwaiting(open);
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
              {awaiting.map((c) => (
                  <tr key={c.id}>
                    <td>{c.id}</td>
                    <td>{c.requester}</td>
                    <td>{c.title}</td>
                    <td>{c.cost_centre}</td>
                    <td className="num">{usd(c.amount)}</td>
                    <td className="actions">
                      <div className="btns">
                        <button type="button" disabled={busy} onClick={() => void onApprove(c)}>
                          Approve
                        </button>
                      </div>
                    </td>
                  </tr>
              ))}
            </tbody>
          </table>
        </section>

        <BudgetPanel budgets={budgets} />
      </div>
    </div>
  );
}
