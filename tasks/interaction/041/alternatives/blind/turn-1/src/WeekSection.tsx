import { DAYS } from "./types";
import type { Zone } from "./types";

type Props = { zones: Zone[] };

export default function WeekSection({ zones }: Props) {
  return (
    <section className="card" aria-labelledby="week-heading">
      <h2 id="week-heading">Week</h2>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              {DAYS.map((day) => (
                <th scope="col" key={day}>
                  {day}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {zones.map((zone) => (
              <tr key={zone.id}>
                <th scope="row">{zone.name}</th>
                {DAYS.map((day, i) => (
                  <td key={day}>{zone.days[i] ? `${zone.minutes} min` : "-"}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
