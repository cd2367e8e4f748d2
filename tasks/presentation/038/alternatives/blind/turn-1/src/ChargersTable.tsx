import { HIGH_USE_SESSIONS, TYPE_LABEL, type Charger } from "./data";
import { averageTenths, fmtInt, fmtTenths } from "./format";

export default function ChargersTable({ chargers }: { chargers: Charger[] }) {
  const rows = [...chargers].sort((a, b) => b.energyKwh - a.energyKwh);
  const totalSessions = chargers.reduce((sum, c) => sum + c.sessions, 0);
  const totalEnergy = chargers.reduce((sum, c) => sum + c.energyKwh, 0);

  return (
    <section className="panel" aria-labelledby="chargers-heading">
      <h2 id="chargers-heading">Chargers</h2>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">Charger</th>
            <th scope="col">Type</th>
            <th scope="col" className="num">Sessions</th>
            <th scope="col" className="num">Energy (kWh)</th>
            <th scope="col" className="num">Average session (kWh)</th>
            <th scope="col">Use</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.name}>
              <th scope="row">{c.name}</th>
              <td>{TYPE_LABEL[c.type]}</td>
              <td className="num">{fmtInt(c.sessions)}</td>
              <td className="num">{fmtInt(c.energyKwh)}</td>
              <td className="num">{fmtTenths(averageTenths(c.energyKwh, c.sessions))}</td>
              <td>{c.sessions >= HIGH_USE_SESSIONS ? "High" : "Low"}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All chargers</th>
            <td></td>
            <td className="num">{fmtInt(totalSessions)}</td>
            <td className="num">{fmtInt(totalEnergy)}</td>
            <td className="num">{fmtTenths(averageTenths(totalEnergy, totalSessions))}</td>
            <td></td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
