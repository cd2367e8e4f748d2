interface Props {
  text: string;
  error: string | null;
  inUse: number;
  onChange: (text: string) => void;
}

export default function PassMarkField({ text, error, inUse, onChange }: Props) {
  return (
    <div className="settings">
      <div className="settings-field">
        <label htmlFor="pass-mark">Pass mark (%)</label>
        <input
          id="pass-mark"
          type="number"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "pass-mark-error" : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {error ? (
        <p id="pass-mark-error" className="settings-error" role="alert">
          {error}
        </p>
      ) : (
        <p className="settings-hint">Pupils pass at {inUse}% or more.</p>
      )}
    </div>
  );
}
