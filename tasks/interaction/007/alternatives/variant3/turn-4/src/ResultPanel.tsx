import type { DilutionCheck } from './dilution';

export default function ResultPanel({ check }: { check: DilutionCheck }) {
  return (
    <div className="result" aria-live="polite">
      {check.kind === 'incomplete' && <p className="result__notice">Enter all three values</p>}
      {check.kind === 'impossible' && (
        <p className="result__notice result__notice--error">Target must be lower than stock</p>
      )}
      {check.kind === 'ok' && (
        <>
          <p className="result__line">
            Stock to add: <strong>{check.stockMl.toFixed(2)} mL</strong>
          </p>
          <p className="result__line">
            Diluent to add: <strong>{check.diluentMl.toFixed(2)} mL</strong>
          </p>
        </>
      )}
    </div>
  );
}
