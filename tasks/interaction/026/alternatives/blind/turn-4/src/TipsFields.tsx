interface TipFieldProps {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  message: string;
  onChange: (value: string) => void;
}

function TipField({ id, label, value, invalid, message, onChange }: TipFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="tip-field">
      <label className="field">
        <span>{label}</span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          value={value}
          placeholder="412.50"
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      {invalid && (
        <p className="error" id={errorId} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

interface Props {
  cashText: string;
  cardText: string;
  cashInvalid: boolean;
  cardInvalid: boolean;
  onCashChange: (value: string) => void;
  onCardChange: (value: string) => void;
}

export default function TipsFields({ cashText, cardText, cashInvalid, cardInvalid, onCashChange, onCardChange }: Props) {
  return (
    <section className="card tips">
      <h2 id="tips-heading">Shift tips</h2>
      <div className="field-row">
        <TipField
          id="cash-tips"
          label="Cash tips"
          value={cashText}
          invalid={cashInvalid}
          message="Enter cash tips like 412.50"
          onChange={onCashChange}
        />
        <TipField
          id="card-tips"
          label="Card tips"
          value={cardText}
          invalid={cardInvalid}
          message="Enter card tips like 412.50"
          onChange={onCardChange}
        />
      </div>
    </section>
  );
}
