type Props = {
  text: string;
  invalid: boolean;
  inUse: number;
  onChange: (text: string) => void;
};

export default function PassMarkField({ text, invalid, inUse, onChange }: Props) {
  return (
    <div className="settings">
      <div className="row pass-row">
        <label htmlFor="pass-mark">Pass mark (%)</label>
        <input id="pass-mark" type="number" min={0} max={100} value={text} onChange={(e) => onChange(e.target.value)} />
      </div>
      {invalid ? (
        <p className="form-error" role="alert">
          Pass mark must be between 0 and 100
        </p>
      ) : (
        <p className="hint">Pupils pass with {inUse}% of the points or more.</p>
      )}
    </div>
  );
}
