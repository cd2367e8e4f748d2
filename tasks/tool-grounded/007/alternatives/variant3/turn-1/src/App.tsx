import { useEffect, useState } from 'react';
import './App.css';
import { errorCode, readAwaiting, readBudgets } from './api';
import AwaitingCard from './components/AwaitingCard';
import BudgetsCard from './components/BudgetsCard';
import type { Budget, Claim } from './types';

interface Notice {
  tone: 'ok' | 'error';
  text: string;
}

export default function App() {
  const [awaiting, setAwaiting] = useState<Claim[] | null>(null);
  const [budgets, setBudgets] = useState<Budget[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  /** Reads the awaiting claims and both live budgets. */
  async function reloadEverything(): Promise<void> {
    const list = await readAwaiting();
    const fresh = await readBudgets();
    setAwaiting(list);
    setBudgets(fresh);
  }

  useEffect(() => {
    reloadEverything().catch((err) =>
      setNotice({ tone: 'error', text: `Could not read the approvals system (${errorCode(err)})` }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        <AwaitingCard claims={awaiting} />
      </main>
    </div>
  );
}
