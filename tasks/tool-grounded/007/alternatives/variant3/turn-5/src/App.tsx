import { useEffect, useRef, useState } from 'react';
import './App.css';
import {
  approveClaim,
  errorCode,
  flagClaim,
  readAwaiting,
  readBudgets,
  readDecided,
  rejectClaim,
  releaseClaim,
} from './api';
import AwaitingCard from './components/AwaitingCard';
import BudgetsCard from './components/BudgetsCard';
import DecidedCard from './components/DecidedCard';
import ReadyToPayCard from './components/ReadyToPayCard';
import { money } from './format';
import type { Budget, CentreFilter, Claim } from './types';

interface Notice {
  tone: 'ok' | 'error';
  text: string;
}

export default function App() {
  const [filter, setFilter] = useState<CentreFilter>('All');
  const [awaiting, setAwaiting] = useState<Claim[] | null>(null);
  const [decided, setDecided] = useState<Claim[] | null>(null);
  const [budgets, setBudgets] = useState<Budget[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const filterRef = useRef<CentreFilter>('All');
  const awaitingSeq = useRef(0);

  async function reloadAwaiting(f: CentreFilter): Promise<void> {
    const seq = ++awaitingSeq.current;
    const list = await readAwaiting(f);
    if (seq === awaitingSeq.current) setAwaiting(list);
  }

  /** Re-reads claims, decided claims and both live budgets; resolves with the fresh budgets. */
  async function reloadEverything(): Promise<Budget[]> {
    const seq = ++awaitingSeq.current;
    const list = await readAwaiting(filterRef.current);
    const done = await readDecided();
    const fresh = await readBudgets();
    if (seq === awaitingSeq.current) setAwaiting(list);
    setDecided(done);
    setBudgets(fresh);
    return fresh;
  }

  useEffect(() => {
    reloadEverything().catch((err) =>
      setNotice({ tone: 'error', text: `Could not read the approvals system (${errorCode(err)})` }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function perform(
    failText: string,
    action: () => Promise<void>,
    successText: (fresh: Budget[]) => string,
  ): Promise<boolean> {
    setBusy(true);
    setNotice(null);
    try {
      await action();
    } catch (err) {
      setNotice({ tone: 'error', text: `${failText} (${errorCode(err)})` });
      setBusy(false);
      return false;
    }
    try {
      const fresh = await reloadEverything();
      setNotice({ tone: 'ok', text: successText(fresh) });
    } catch (err) {
      setNotice({ tone: 'error', text: `Done, but re-reading the claims failed (${errorCode(err)})` });
    } finally {
      setBusy(false);
    }
    return true;
  }

  function approve(claim: Claim) {
    void perform(
      `Could not approve ${claim.id}`,
      () => approveClaim(claim.id),
      (fresh) => {
        const centre = fresh.find((b) => b.cost_centre === claim.cost_centre);
        return centre
          ? `Approved ${claim.id}. ${claim.cost_centre} remaining: ${money(centre.remaining)}`
          : `Approved ${claim.id}.`;
      },
    );
  }

  function reject(claim: Claim, reason: string) {
    return perform(
      `Could not reject ${claim.id}`,
      () => rejectClaim(claim.id, reason),
      () => `Rejected ${claim.id}.`,
    );
  }

  function flag(claim: Claim, note: string) {
    return perform(
      `Could not flag ${claim.id}`,
      () => flagClaim(claim.id, note),
      () => `Flagged ${claim.id} for review by finance.`,
    );
  }

  function release(claim: Claim) {
    let paymentId = '';
    void perform(
      `Could not pay ${claim.id}`,
      async () => {
        paymentId = await releaseClaim(claim.id);
      },
      () => `Paid ${claim.id} with ${paymentId}`,
    );
  }

  function changeFilter(next: CentreFilter) {
    setFilter(next);
    filterRef.current = next;
    reloadAwaiting(next).catch((err) =>
      setNotice({ tone: 'error', text: `Could not read the claims for ${next} (${errorCode(err)})` }),
    );
  }

  async function refresh() {
    setBusy(true);
    setNotice(null);
    try {
      await reloadEverything();
    } catch (err) {
      setNotice({ tone: 'error', text: `Could not refresh (${errorCode(err)})` });
    } finally {
      setBusy(false);
    }
  }

  const readyToPay = decided ? decided.filter((c) => c.status === 'approved') : null;

  return (
    <div className="shell">
      <header className="topbar">
        <div>
          <h1>Expense approvals</h1>
          <p className="who">Dana Whitfield · Engineering Manager · approver AP-1</p>
        </div>
        <button type="button" className="secondary" onClick={refresh} disabled={busy}>
          Refresh
        </button>
      </header>

      <div className="notice-slot" role="status">
        {notice && <p className={`notice notice-${notice.tone}`}>{notice.text}</p>}
      </div>

      <main className="stack">
        <BudgetsCard budgets={budgets} />
        <AwaitingCard
          claims={awaiting}
          filter={filter}
          busy={busy}
          onFilter={changeFilter}
          onApprove={approve}
          onReject={reject}
          onFlag={flag}
        />
        <ReadyToPayCard claims={readyToPay} busy={busy} onRelease={release} />
        <DecidedCard claims={decided} />
      </main>
    </div>
  );
}
