import type { Charger } from "./data";
import { fmtInt, fmtPounds } from "./format";
import { hubTotals } from "./stats";

export default function AtAGlance({ chargers }: { chargers: Charger[] }) {
  const totals = hubTotals(chargers);
  return (
    <section className="panel" aria-labelledby="glance-heading">
      <h2 id="glance-heading">At a glance</h2>
      <div className="cards">
        <div className="card">
          <p className="card-label">Sessions</p>
          <p className="card-value">{fmtInt(totals.sessions)}</p>
        </div>
        <div className="card">
          <p className="card-label">Energy delivered</p>
          <p className="card-value">{fmtInt(totals.energyKwh)} kWh</p>
        </div>
        <div className="card">
          <p className="card-label">Revenue</p>
          <p className="card-value">{fmtPounds(totals.revenuePence)}</p>
        </div>
      </div>
    </section>
  );
}
