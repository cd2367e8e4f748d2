import { DAYS } from "./types";
import type { Zone } from "./types";
import { formatClock, weekPlan } from "./schedule";

type Props = { zones: Zone[]; start: number; skipped: boolean[]; percent: number };

export default function WeekSection({ zones, start, skipped, percent }: Props) {
  const plan = weekPlan(zones, start, skipped, percent);

  function cell(zone: Zone, day: number): string {
    if (skipped[day]) return zone.days[day] ? "Skipped" : "-";
    const run = plan[day].runs.find((r) => r.zoneId === zone.id);
    if (!run) return "-";
    return `${formatClock(run.start)}-${formatClock(run.end)}`;
  }

  const finishLines = plan
    .filter((p) => p.runs.length > 0)
    .map((p) => `${DAYS[p.day]} finishes at ${formatClock(p.runs[p.runs.length - 1].end)}`);

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
                  <td key={day}>{cell(zone, i)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {finishLines.length > 0 && (
        <ul className="finish-lines">
          {finishLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
