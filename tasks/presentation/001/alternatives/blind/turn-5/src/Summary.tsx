import type { WeekCount } from "./data";
import { fmtCount, meetsTarget, sumSamples } from "./format";

interface Props {
  weeks: WeekCount[];
  target: number;
}

export default function Summary({ weeks, target }: Props) {
  const total = sumSamples(weeks);
  const onTarget = weeks.filter((w) => meetsTarget(w.samples, target)).length;
  const busiest = weeks.reduce((best, w) => (w.samples > best.samples ? w : best), weeks[0]);
  return (
    <section className="card summary">
      <h2>Summary</h2>
      <dl className="keyfigs">
        <div>
          <dt>Eight-week total</dt>
          <dd>{`Total: ${fmtCount(total)} samples`}</dd>
        </div>
        <div>
          <dt>Weekly target of {fmtCount(target)}</dt>
          <dd>{`Weeks at or above target: ${onTarget} of ${weeks.length}`}</dd>
        </div>
        <div>
          <dt>Peak</dt>
          <dd>{`Busiest week: Week ${busiest.week} (${fmtCount(busiest.samples)} samples)`}</dd>
        </div>
      </dl>
    </section>
  );
}
