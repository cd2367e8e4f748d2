import { GUARANTEE_TENTHS, MONTH_HOURS, type Turbine } from "./data";
import { fmtOne, fmtPctTenths, pctTenths } from "./format";

interface Row {
  name: string;
  hours: number;
  availTenths: number;
  meets: boolean;
  planned: number;
  contractTenths: number;
}

function buildRows(list: Turbine[]): Row[] {
  return list
    .map((t) => {
      const availTenths = pctTenths(t.hoursAvailable, MONTH_HOURS);
      return {
        name: t.name,
        hours: t.hoursAvailable,
        availTenths,
        // Status judges the plain availability only, never the contract figure.
        meets: availTenths >= GUARANTEE_TENTHS,
        planned: t.plannedHours,
        contractTenths: pctTenths(t.hoursAvailable + t.plannedHours, MONTH_HOURS),
      };
    })
    .sort((a, b) => a.availTenths - b.availTenths || a.name.localeCompare(b.name));
}

export default function TurbineTable({ list }: { list: Turbine[] }) {
  const rows = buildRows(list);
  const farmHours = MONTH_HOURS * list.length;
  const totalHours = list.reduce((sum, t) => sum + t.hoursAvailable, 0);
  const totalPlanned = list.reduce((sum, t) => sum + t.plannedHours, 0);
  const farmTenths = pctTenths(totalHours, farmHours);
  const farmContractTenths = pctTenths(totalHours + totalPlanned, farmHours);
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
            <th scope="col" className="num">Planned hours</th>
            <th scope="col" className="num">Contract availability</th>
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
              <td className="num">{fmtOne(r.planned)}</td>
              <td className="num">{fmtPctTenths(r.contractTenths)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="summary">
        <p>Farm availability: {fmtPctTenths(farmTenths)}</p>
        <p>
          Turbines below guarantee: {below} of {list.length}
        </p>
        <p>Farm contract availability: {fmtPctTenths(farmContractTenths)}</p>
      </div>
    </section>
  );
}
