import type { RatedPicker } from "./shift";
import { fmtHours, fmtPicks, fmtRate } from "./shift";

export default function PickRateTable({ rows }: { rows: RatedPicker[] }) {
  return (
    <table className="rates">
      <thead>
        <tr>
          <th scope="col">Picker</th>
          <th scope="col">Zone</th>
          <th scope="col" className="n">Picks</th>
          <th scope="col" className="n">Hours</th>
          <th scope="col" className="n">Picks per hour</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.name}>
            <td>{p.name}</td>
            <td>{p.zone}</td>
            <td className="n">{fmtPicks(p.picks)}</td>
            <td className="n">{fmtHours(p.hours)}</td>
            <td className="n">{fmtRate(p.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
