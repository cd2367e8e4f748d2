import { FieldValues } from './loan';

type Props = { values: FieldValues; onChange: (next: FieldValues) => void };

const FIELDS: { key: keyof FieldValues; label: string; step: string }[] = [
  { key: 'amount', label: 'Loan amount', step: '100' },
  { key: 'rate', label: 'Annual interest rate (%)', step: '0.1' },
  { key: 'term', label: 'Term (months)', step: '1' },
  { key: 'extra', label: 'Extra monthly payment', step: '10' },
];

export default function LoanFields({ values, onChange }: Props) {
  return (
    <fieldset className="fields">
      <legend>Loan details</legend>
      {FIELDS.map((f) => {
        const id = `loan-${f.key}`;
        return (
          <div className="field" key={f.key}>
            <label htmlFor={id}>{f.label}</label>
            <input
              id={id}
              type="number"
              inputMode="decimal"
              step={f.step}
              value={values[f.key]}
              onChange={(e) => onChange({ ...values, [f.key]: e.target.value })}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
