type Props = {
  label: string;
  value: string;
  onChange: (next: string) => void;
};

export default function NumberField({ label, value, onChange }: Props) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        type="number"
        inputMode="decimal"
        min="0"
        step="any"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
