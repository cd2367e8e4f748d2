import { WEEKDAYS, familyLabel, type Rota } from "./data";

type Props = {
  rota: Rota;
};

export default function WeekSection({ rota }: Props) {
  return (
    <section className="panel" aria-labelledby="week-heading">
      <h2 id="week-heading">This week</h2>
      <ul className="week-list">
        {WEEKDAYS.map((day, d) => {
          const driver = rota[d];
          return (
            <li key={day} className="week-row">
              <span className="day-name">{day}</span>
              <span className={driver === null ? "no-driver" : "driver"}>
                {driver === null ? "No driver" : familyLabel(driver)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
