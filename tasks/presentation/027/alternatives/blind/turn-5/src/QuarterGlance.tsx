import type { Station } from "./data";
import { fmtCount, fmtTime } from "./format";
import { stationsMeeting, totalIncidents, weightedAverageSeconds } from "./stats";

export default function QuarterGlance({ list }: { list: Station[] }) {
  return (
    <section className="card glance" aria-labelledby="glance-heading">
      <h2 id="glance-heading">Quarter at a glance</h2>
      <p className="glance-line">Incidents attended: {fmtCount(totalIncidents(list))}</p>
      <p className="glance-line">Average response: {fmtTime(weightedAverageSeconds(list))}</p>
      <p className="glance-line">
        Stations meeting their standard: {stationsMeeting(list)} of {list.length}
      </p>
    </section>
  );
}
