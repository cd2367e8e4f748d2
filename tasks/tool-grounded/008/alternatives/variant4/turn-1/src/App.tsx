import { useEffect, useState } from 'react';
import './styles.css';
import { CentreFigures, codeOf, loadFigures } from './api';
import CentreTable from './CentreTable';
import { cents, moneyFromCents } from './format';

export default function App() {
  const [figures, setFigures] = useState<CentreFigures[] | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  async function refreshFigures() {
    try {
      setFigures(await loadFigures());
      setFailure('');
    } catch (err) {
      setFailure(`Could not read the budgets (${codeOf(err)})`);
    }
  }

  useEffect(() => {
    void refreshFigures();
  }, []);

  async function reloadClicked() {
    setBusy(true);
    await refreshFigures();
    setBusy(false);
  }

  const rows = figures ?? [];
  const totalRemaining = rows.reduce((sum, r) => sum + cents(r.remaining), 0);

  return (
    <main className="shell">
      <div className="titlebar">
        <h1>Budget monitor</h1>
        <button type="button" onClick={() => void reloadClicked()} disabled={busy}>
          Reload figures
        </button>
      </div>

      {failure && (
        <div className="error" role="alert">
          {failure}
        </div>
      )}

      <section aria-labelledby="cc-heading" className="block">
        <h2 id="cc-heading">Cost centres</h2>
        {figures === null ? (
          <p className="hint">Reading live budgets…</p>
        ) : (
          <>
            <div className="summary">
              <p>Total remaining: {moneyFromCents(totalRemaining)}</p>
            </div>
            <CentreTable rows={rows} />
          </>
        )}
      </section>
    </main>
  );
}
