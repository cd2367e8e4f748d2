import type { Pontoon } from "./data";
import { sortedRows } from "./calc";
import OccupancyChart from "./OccupancyChart";

/** 85.0% in tenths of a percent. */
const WELL_LET_TENTHS = 850;

export default function OccupancySection({ pontoons }: { pontoons: Pontoon[] }) {
  const rows = sortedRows(pontoons);
  const wellLet = rows.filter((r) => r.occTenths >= WELL_LET_TENTHS).length;

  return (
    <section className="block" aria-labelledby="occupancy-title">
      <h2 id="occupancy-title">Occupancy by pontoon</h2>
      <OccupancyChart rows={rows} />
      <p className="line">
        Pontoons at 85.0% or more: {wellLet} of {rows.length}
      </p>
    </section>
  );
}
