import type { LoanInputs } from './loan';

export type FieldKey = keyof LoanInputs;

interface FieldSpec {
  key: FieldKey;
  label: string;
  step: string;
  hint: string;
}

const SPECS: FieldSpec[] = [
  { key: 'amount', label: 'Loan amount', step: '100', hint: 'US dollars, more than 0' },
  { key: 'rate', label: 'Annual interest rate (%)', step: '0.1', hint: '0 to 30' },
  { key: 'term', label: 'Term (months)', step: '1', hint: 'Whole months, 1 to 360' },
];

interface Props {
  values: LoanInputs;
  onChange: (key: FieldKey, value: string) => void;
}

export default function LoanFields({ values, onChange }: Props) {
  return (
    <fieldset className="fields">
      <legend>Loan details</legend>
      {SPECS.map((spec) => (
        <div className="field" key={spec.key}>
          <label>
            <span className="field-label">{spec.label}</span>
            <input
              type="number"
              inputMode="decimal"
              step={spec.step}
              value={values[spec.key]}
              aria-describedby={`hint-${spec.key}`}
              onChange={(e) => onChange(spec.key, e.target.value)}
            />
          </label>
          <small id={`hint-${spec.key}`} className="hint">
            {spec.hint}
          </small>
        </div>
      ))}
    </fieldset>
  );
}
