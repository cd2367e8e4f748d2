import type { RatedPicker } from "./shift";
import { fmtHours, fmtPicks, fmtRate, totals } from "./shift";

interface Props {
  rows: RatedPicker[];
  /** When given, the table ends with a "<label> subtotal" row over all rows. */
  subtotalLabel?: string;
}

export default function PickRateTable({ rows, subtotalLabel }: Props) {
  const sub = totals(rows);
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
        {subtotalLabel && (
          <tr className="subtotal">
            <th scope="row">{subtotalLabel} subtotal</th>
            <td>{subtotalLabel}</td>
            <td className="n">{fmtPicks(sub.picks)}</td>
            <td className="n">{fmtHours(sub.hours)}</td>
            <td className="n">{fmtRate(sub.rate)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
