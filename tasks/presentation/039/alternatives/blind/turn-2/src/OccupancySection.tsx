import { HOTEL_ROOMS, type Night } from "./data";
import { occTenths } from "./calc";
import { fmtPct } from "./format";
import OccupancyChart from "./OccupancyChart";

/** The 80% occupancy target, in tenths of a percent. */
const TARGET_TENTHS = 800;

export default function OccupancySection({ nights }: { nights: Night[] }) {
  const withOcc = nights.map((n) => ({ ...n, occ: occTenths(n.roomsSold, HOTEL_ROOMS) }));
  const onTarget = withOcc.filter((n) => n.occ >= TARGET_TENTHS).length;
  const lowest = withOcc.reduce((low, n) => (n.occ < low.occ ? n : low), withOcc[0]);

  return (
    <section className="sec" aria-labelledby="occ-h">
      <h2 id="occ-h">Occupancy by night</h2>
      <OccupancyChart nights={nights} />
      <p className="line">
        Nights at or above the 80% target: {onTarget} of {nights.length}
      </p>
      <p className="line">
        Lowest night: {lowest.label} ({fmtPct(lowest.occ)})
      </p>
    </section>
  );
}
