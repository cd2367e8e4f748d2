type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  step?: string;
  hint?: string;
};

export default function NumberField({ id, label, value, onChange, step = "any", hint }: Props) {
  return (
    <div className="number-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="number" step={step} value={value} onChange={(e) => onChange(e.target.value)} />
      {hint && <small className="field-hint">{hint}</small>}
    </div>
  );
}
