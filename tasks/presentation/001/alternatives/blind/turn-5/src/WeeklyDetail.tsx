import type { WeekCount } from "./data";
import { fmtCount } from "./format";

function signed(diff: number): string {
  if (diff > 0) return `+${fmtCount(diff)}`;
  if (diff < 0) return `-${fmtCount(Math.abs(diff))}`;
  return "0";
}

export default function WeeklyDetail({ weeks }: { weeks: WeekCount[] }) {
  return (
    <table className="grid">
      <thead>
        <tr>
          <th scope="col">Week</th>
          <th scope="col">Samples</th>
          <th scope="col">Change vs previous week</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((w, i) => {
          const change = i === 0 ? "—" : signed(w.samples - weeks[i - 1].samples);
          return (
            <tr key={w.week}>
              <th scope="row">{`Week ${w.week}`}</th>
              <td className="num">{fmtCount(w.samples)}</td>
              <td className="num">{change}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
