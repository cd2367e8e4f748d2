import { MEASURED, SITE_USE } from '../data';
import { energyBalance, kwh, pct } from '../energy';

export default function EnergyBalance() {
  const b = energyBalance(MEASURED, SITE_USE);
  const rows: [string, number][] = [
    ['Generated', b.generated],
    ['Used on site', b.usedOnSite],
    ['Exported to grid', b.exported],
    ['Imported from grid', b.imported],
  ];

  return (
    <section className="panel">
      <h2>Energy balance</h2>
      <table className="balance">
        <thead>
          <tr>
            <th scope="col">Energy flow</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{kwh(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="headline">
        Self-consumption: <strong>{pct(b.selfConsumption)}</strong>
      </p>
    </section>
  );
}
