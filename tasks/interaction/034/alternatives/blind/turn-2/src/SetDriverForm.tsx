import { FAMILIES, WEEKDAYS, familyLabel } from "./data";

type Props = {
  day: number;
  driver: string;
  onDayChange: (day: number) => void;
  onDriverChange: (driver: string) => void;
  onSubmit: () => void;
};

export default function SetDriverForm({ day, driver, onDayChange, onDriverChange, onSubmit }: Props) {
  return (
    <form
      className="panel form"
      aria-labelledby="set-driver-heading"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="set-driver-heading">Set a driver</h2>
      <div className="fields">
        <label className="field">
          <span>Weekday</span>
          <select value={day} onChange={(e) => onDayChange(Number(e.target.value))}>
            {WEEKDAYS.map((name, d) => (
              <option key={name} value={d}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Driver</span>
          <select value={driver} onChange={(e) => onDriverChange(e.target.value)}>
            <option value="">Choose a family</option>
            {FAMILIES.map((f, i) => (
              <option key={f.surname} value={String(i)}>
                {familyLabel(i)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Set driver</button>
      </div>
    </form>
  );
}
