import type { Landing } from "./data";
import { formatKg, formatPounds } from "./format";
import { STATUSES, formatShare, pricePerKgPence, quotaStatus, quotaUsed, totals } from "./stats";

interface Props {
  rows: Landing[];
}

export default function LandingsTable({ rows }: Props) {
  const all = totals(rows);
  const byStatus = STATUSES.map((status) => {
    const members = rows.filter((l) => quotaStatus(l) === status);
    return { status, count: members.length, kg: members.reduce((s, l) => s + l.kg, 0) };
  });
  return (
    <section className="card" aria-labelledby="landings-title">
      <h2 id="landings-title">Landings by species</h2>
      <table className="landings">
        <thead>
          <tr>
            <th scope="col">Species</th>
            <th scope="col" className="num">Landed</th>
            <th scope="col" className="num">Value</th>
            <th scope="col" className="num">Price per kg</th>
            <th scope="col" className="num">Quota used</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => {
            const status = quotaStatus(l);
            return (
              <tr key={l.species}>
                <th scope="row">{l.species}</th>
                <td className="num">{formatKg(l.kg)}</td>
                <td className="num">{formatPounds(l.valuePence)}</td>
                <td className="num">{formatPounds(pricePerKgPence(l))}</td>
                <td className="num">{formatShare(quotaUsed(l))}</td>
                <td>
                  <span className={`status status-${status.toLowerCase()}`}>{status}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All species</th>
            <td className="num">{formatKg(all.kg)}</td>
            <td className="num">{formatPounds(all.valuePence)}</td>
            <td className="num">{formatPounds(pricePerKgPence(all))}</td>
            <td></td>
            <td></td>
          </tr>
        </tfoot>
      </table>
      <ul className="lines" aria-label="Quota status summary">
        {byStatus.map((s) => (
          <li key={s.status}>
            {s.status}: {s.count} species, {formatKg(s.kg)}
          </li>
        ))}
      </ul>
    </section>
  );
}
