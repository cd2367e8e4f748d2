import type { Inputs, Outcome } from "./dilution";
import { fixed } from "./dilution";

type Props = {
  inputs: Inputs;
  outcome: Outcome;
  onChange: (field: keyof Inputs, value: string) => void;
};

const FIELDS: { key: keyof Inputs; label: string }[] = [
  { key: "stock", label: "Stock concentration (mM)" },
  { key: "target", label: "Target concentration (mM)" },
  { key: "final", label: "Final volume (mL)" },
];

export default function Calculator({ inputs, outcome, onChange }: Props) {
  return (
    <div className="calc">
      <div className="calc-fields">
        {FIELDS.map((field) => (
          <div className="calc-field" key={field.key}>
            <label htmlFor={`field-${field.key}`}>{field.label}</label>
            <input
              id={`field-${field.key}`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={inputs[field.key]}
              onChange={(e) => onChange(field.key, e.target.value)}
            />
          </div>
        ))}
      </div>

      <div className="calc-result" aria-live="polite">
        {outcome.kind === "incomplete" && <p className="notice">Enter all three values</p>}
        {outcome.kind === "impossible" && <p className="notice warn">Target must be lower than stock</p>}
        {outcome.kind === "ok" && (
          <>
            <p className="result-line">Stock to add: {fixed(outcome.stockMl, 2)} mL</p>
            <p className="result-line">Diluent to add: {fixed(outcome.diluentMl, 2)} mL</p>
          </>
        )}
      </div>
    </div>
  );
}
