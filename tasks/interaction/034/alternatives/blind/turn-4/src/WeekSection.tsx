import { FAMILIES, WEEKDAYS, familyLabel, type Rota } from "./data";

type Props = {
  rota: Rota;
  counts: number[];
  onAddChild: (day: number) => void;
  onRemoveChild: (day: number) => void;
  onClear: (day: number) => void;
};

export default function WeekSection({ rota, counts, onAddChild, onRemoveChild, onClear }: Props) {
  return (
    <section className="panel" aria-labelledby="week-heading">
      <h2 id="week-heading">This week</h2>
      <ul className="week-list">
        {WEEKDAYS.map((day, d) => {
          const driver = rota[d];
          const count = counts[d];
          return (
            <li key={day} className="week-row">
              <span className="day-name">{day}</span>
              <span className={driver === null ? "no-driver" : "driver"}>
                {driver === null ? "No driver" : familyLabel(driver)}
              </span>
              <span>Children: {count}</span>
              {driver !== null && <span>Spare seats: {FAMILIES[driver].seats - count}</span>}
              <span className="row-actions">
                <button type="button" className="secondary" onClick={() => onAddChild(d)}>
                  Add child
                </button>
                <button
                  type="button"
                  className="secondary"
                  disabled={count === 0}
                  onClick={() => onRemoveChild(d)}
                >
                  Remove child
                </button>
                {driver !== null && (
                  <button type="button" className="secondary" onClick={() => onClear(d)}>
                    Clear
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
