import { WEEKDAYS } from "./data";

type Props = {
  first: number;
  second: number;
  onFirstChange: (day: number) => void;
  onSecondChange: (day: number) => void;
  onSubmit: () => void;
};

function DaySelect({ label, value, onChange }: { label: string; value: number; onChange: (d: number) => void }) {
  return (
    <label className="field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {WEEKDAYS.map((name, d) => (
          <option key={name} value={d}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function SwapForm({ first, second, onFirstChange, onSecondChange, onSubmit }: Props) {
  return (
    <form
      className="panel form"
      aria-labelledby="swap-heading"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="swap-heading">Swap two days</h2>
      <div className="fields">
        <DaySelect label="First day" value={first} onChange={onFirstChange} />
        <DaySelect label="Second day" value={second} onChange={onSecondChange} />
        <button type="submit">Swap drivers</button>
      </div>
    </form>
  );
}
