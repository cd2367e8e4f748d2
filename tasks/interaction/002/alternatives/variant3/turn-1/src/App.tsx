import { useState } from 'react';
import { DOSES } from './doses';
import DoseItem from './DoseItem';
import './round.css';

export default function App() {
  const [givenIds, setGivenIds] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (id: string, given: boolean) => {
    setGivenIds((prev) => {
      const next = new Set(prev);
      if (given) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const givenCount = DOSES.filter((d) => givenIds.has(d.id)).length;
  const complete = givenCount === DOSES.length;

  return (
    <main className="round">
      <header className="round__header">
        <h1>Ward 4B medication round</h1>
        <div className="round__tally" aria-live="polite">
          <p className="chip">{`Given: ${givenCount} of ${DOSES.length}`}</p>
        </div>
        {complete && (
          <p className="round__done" role="status">
            Round complete
          </p>
        )}
      </header>
      <ol className="dose-list">
        {DOSES.map((dose) => (
          <DoseItem key={dose.id} dose={dose} given={givenIds.has(dose.id)} onToggle={toggle} />
        ))}
      </ol>
    </main>
  );
}
