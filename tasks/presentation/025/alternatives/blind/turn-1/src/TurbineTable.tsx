import { GUARANTEE_TENTHS, MONTH_HOURS, type Turbine } from "./data";
import { fmtOne, fmtPctTenths, pctTenths } from "./format";

interface Row {
  name: string;
  hours: number;
  availTenths: number;
  meets: boolean;
}

function buildRows(list: Turbine[]): Row[] {
  return list
    .map((t) => {
      const availTenths = pctTenths(t.hoursAvailable, MONTH_HOURS);
      return {
        name: t.name,
        hours: t.hoursAvailable,
        availTenths,
        meets: availTenths >= GUARANTEE_TENTHS,
      };
    })
    .sort((a, b) => a.availTenths - b.availTenths || a.name.localeCompare(b.name));
}

export default function TurbineTable({ list }: { list: Turbine[] }) {
  const rows = buildRows(list);
  const totalHours = list.reduce((sum, t) => sum + t.hoursAvailable, 0);
  const farmTenths = pctTenths(totalHours, MONTH_HOURS * list.length);
  const below = rows.filter((r) => !r.meets).length;

  return (
    <section className="card" aria-labelledby="turbines-heading">
      <h2 id="turbines-heading">Turbines</h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Turbine</th>
            <th scope="col" className="num">Hours available</th>
            <th scope="col" className="num">Availability</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row">{r.name}</th>
              <td className="num">{fmtOne(r.hours)}</td>
              <td className="num">{fmtPctTenths(r.availTenths)}</td>
              <td>
                <span className={r.meets ? "status ok" : "status low"}>
                  {r.meets ? "Meets guarantee" : "Below guarantee"}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="summary">
        <p>Farm availability: {fmtPctTenths(farmTenths)}</p>
        <p>
          Turbines below guarantee: {below} of {list.length}
        </p>
      </div>
    </section>
  );
}
