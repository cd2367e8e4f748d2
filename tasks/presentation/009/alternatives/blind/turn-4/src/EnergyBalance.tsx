import { energyBalance, kwh } from "./solar";

interface Props {
  generation: number[];
  consumption: number[];
}

export default function EnergyBalance({ generation, consumption }: Props) {
  const b = energyBalance(generation, consumption);
  const rows: [string, number, string][] = [
    ["Generated", b.generated, "All energy the array produced"],
    ["Used on site", b.usedOnSite, "Solar energy the school used directly, hour by hour"],
    ["Exported to grid", b.exported, "Surplus solar sent to the grid"],
    ["Imported from grid", b.imported, "Shortfall bought from the grid"],
  ];
  const selfConsumption = b.generated > 0 ? (b.usedOnSite / b.generated) * 100 : 0;

  return (
    <section className="panel">
      <h2>Energy balance</h2>
      <table className="balance">
        <thead>
          <tr>
            <th scope="col">Flow</th>
            <th scope="col" className="amount">Energy</th>
            <th scope="col">What it means</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, tenths, note]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="amount">{kwh(tenths)}</td>
              <td className="note">{note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="figure wide">
        Self-consumption: <strong>{selfConsumption.toFixed(1)}%</strong>
      </p>
    </section>
  );
}
