import { TYPE_LABEL, type Charger, type ChargerType } from "./data";
import { fmtInt, fmtPct, shareTenths } from "./format";
import { hubTotals } from "./stats";

interface TypeRow {
  type: ChargerType;
  chargers: number;
  sessions: number;
  energyKwh: number;
}

export default function TypeTable({ chargers }: { chargers: Charger[] }) {
  const byType = new Map<ChargerType, TypeRow>();
  for (const c of chargers) {
    const row = byType.get(c.type) ?? { type: c.type, chargers: 0, sessions: 0, energyKwh: 0 };
    row.chargers += 1;
    row.sessions += c.sessions;
    row.energyKwh += c.energyKwh;
    byType.set(c.type, row);
  }
  const rows = [...byType.values()].sort((a, b) => b.energyKwh - a.energyKwh);
  const totals = hubTotals(chargers);

  return (
    <section className="panel" aria-labelledby="types-heading">
      <h2 id="types-heading">By charger type</h2>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col" className="num">Chargers</th>
            <th scope="col" className="num">Sessions</th>
            <th scope="col" className="num">Energy (kWh)</th>
            <th scope="col" className="num">Share of energy</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.type}>
              <th scope="row">{TYPE_LABEL[r.type]}</th>
              <td className="num">{fmtInt(r.chargers)}</td>
              <td className="num">{fmtInt(r.sessions)}</td>
              <td className="num">{fmtInt(r.energyKwh)}</td>
              <td className="num">{fmtPct(shareTenths(r.energyKwh, totals.energyKwh))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All types</th>
            <td className="num">{fmtInt(chargers.length)}</td>
            <td className="num">{fmtInt(totals.sessions)}</td>
            <td className="num">{fmtInt(totals.energyKwh)}</td>
            <td className="num">{fmtPct(1000)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
