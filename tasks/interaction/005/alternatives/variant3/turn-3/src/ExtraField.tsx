interface Props {
  value: string;
  negative: boolean;
  onChange: (value: string) => void;
}

export default function ExtraField({ value, negative, onChange }: Props) {
  return (
    <fieldset className="fields extra">
      <legend>Overpaying</legend>
      <div className="field">
        <label>
          <span className="field-label">Extra monthly payment</span>
          <input
            type="number"
            inputMode="decimal"
            step="10"
            value={value}
            aria-invalid={negative}
            aria-describedby="extra-note"
            onChange={(e) => onChange(e.target.value)}
          />
        </label>
        {negative ? (
          <small id="extra-note" className="field-error">
            Extra payment cannot be negative
          </small>
        ) : (
          <small id="extra-note" className="hint">
            Paid with every instalment, all of it off the principal
          </small>
        )}
      </div>
    </fieldset>
  );
}
