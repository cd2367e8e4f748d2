import { useCallback, useEffect, useState } from 'react';
import './monitor.css';
import { readCentreFigures, toolErrorMessage } from './approvals';
import type { CentreFigures } from './approvals';
import CentreTable from './CentreTable';
import { formatUsdCents } from './money';

export default function App() {
  const [centres, setCentres] = useState<CentreFigures[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState('');

  const reload = useCallback(async () => {
    setReading(true);
    try {
      setCentres(await readCentreFigures());
      setLoaded(true);
      setProblem('');
    } catch (err) {
      setProblem(toolErrorMessage(err));
    } finally {
      setReading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const totalRemaining = centres.reduce((sum, c) => sum + c.remainingCents, 0);

  return (
    <div className="page">
      <h1>Budget monitor</h1>
      <p className="sub">FY2026 live budgets from the approvals system.</p>
      {problem && <p role="alert" className="flash flash-bad">{problem}</p>}
      <div className="card">
        <div className="card-head">
          <h2>Cost centres</h2>
          <button type="button" className="action" onClick={() => void reload()} disabled={reading}>
            Reload figures
          </button>
        </div>
        {loaded ? (
          <>
            <p className="summary">
              <span>Total remaining: {formatUsdCents(totalRemaining)}</span>
            </p>
            <CentreTable centres={centres} />
          </>
        ) : (
          <p className="quiet">Reading budgets…</p>
        )}
      </div>
    </div>
  );
}
