import { change, perHousehold, totals, WEEKS_IN_QUARTER, type Site } from './data';
import { formatChange, formatCount, oneDecimal, twoDecimals } from './format';

type Props = {
  rows: Site[];
};

function changeClass(value: number): string {
  return value < 0 ? 'change-down' : 'change-up';
}

export default function SiteTable({ rows }: Props) {
  const all = totals(rows);
  const allChange = change(all.q3_2025, all.q3_2026);
  const perWeek = all.q3_2026 / WEEKS_IN_QUARTER;
  const fewer = rows.filter((s) => s.q3_2026 < s.q3_2025).length;

  return (
    <>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">Q3 2025</th>
            <th scope="col">Q3 2026</th>
            <th scope="col">Change</th>
            <th scope="col">Households</th>
            <th scope="col">Parcels per household</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => {
            const c = change(s.q3_2025, s.q3_2026);
            return (
              <tr key={s.name}>
                <th scope="row">{s.name}</th>
                <td>{formatCount(s.q3_2025)}</td>
                <td>{formatCount(s.q3_2026)}</td>
                <td className={changeClass(c)}>{formatChange(c)}</td>
                <td>{formatCount(s.households)}</td>
                <td>{twoDecimals(perHousehold(s.q3_2026, s.households))}</td>
              </tr>
            );
          })}
          <tr className="total-row">
            <th scope="row">All sites</th>
            <td>{formatCount(all.q3_2025)}</td>
            <td>{formatCount(all.q3_2026)}</td>
            <td className={changeClass(allChange)}>{formatChange(allChange)}</td>
            <td>{formatCount(all.households)}</td>
            <td>{twoDecimals(perHousehold(all.q3_2026, all.households))}</td>
          </tr>
        </tbody>
      </table>
      <p className="note-line">
        Sites with fewer parcels than last year: {fewer} of {rows.length}
      </p>
      <p className="note-line">Average parcels per week: {oneDecimal(perWeek)}</p>
    </>
  );
}
