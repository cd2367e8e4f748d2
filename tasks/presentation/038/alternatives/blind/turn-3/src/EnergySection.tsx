import { EARLIER_MONTHS, type Charger } from "./data";
import { changeTenths, fmtInt, fmtSignedPct } from "./format";
import { hubTotals } from "./stats";
import EnergyChart, { type MonthPoint } from "./EnergyChart";

export default function EnergySection({ chargers }: { chargers: Charger[] }) {
  const november = hubTotals(chargers).energyKwh;
  const points: MonthPoint[] = [...EARLIER_MONTHS, { month: "Nov", energyKwh: november }];
  const june = points[0];
  const last = points[points.length - 1];
  const best = points.reduce((top, p) => (p.energyKwh > top.energyKwh ? p : top), points[0]);

  return (
    <section className="panel" aria-labelledby="energy-heading">
      <h2 id="energy-heading">Energy by month</h2>
      <EnergyChart points={points} />
      <p className="line">Change since June: {fmtSignedPct(changeTenths(june.energyKwh, last.energyKwh))}</p>
      <p className="line">
        Best month: {best.month} ({fmtInt(best.energyKwh)} kWh)
      </p>
    </section>
  );
}
