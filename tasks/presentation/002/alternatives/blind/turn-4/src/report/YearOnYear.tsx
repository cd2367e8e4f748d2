import type { MonthRow } from "./data";
import { signedPercentChange, total, withCommas } from "./numbers";

type Props = { rows: MonthRow[] };

export function YearOnYear({ rows }: Props) {
  const sum2025 = total(rows.map((r) => r.visits2025));
  const sum2024 = total(rows.map((r) => r.visits2024));
  return (
    <section>
      <h2>Year on year</h2>
      <table className="yoy">
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">2025</th>
            <th scope="col">2024</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.month}>
              <td>{r.month}</td>
              <td className="n">{withCommas(r.visits2025)}</td>
              <td className="n">{withCommas(r.visits2024)}</td>
              <td className="n">{signedPercentChange(r.visits2025, r.visits2024)}</td>
            </tr>
          ))}
          <tr className="sum">
            <td>Total</td>
            <td className="n">{withCommas(sum2025)}</td>
            <td className="n">{withCommas(sum2024)}</td>
            <td className="n">{signedPercentChange(sum2025, sum2024)}</td>
          </tr>
        </tbody>
      </table>
      <p className="muted">Change is 2025 against the same month of 2024.</p>
    </section>
  );
}
