import { capacityFactor, hourLabel, kwh, peakHour, sum } from "./solar";

export default function Summary({ generation }: { generation: number[] }) {
  const total = sum(generation);
  const peak = peakHour(generation);

  return (
    <section className="panel">
      <h2>Daily summary</h2>
      <div className="figures">
        <p className="figure">
          Total generated: <strong>{kwh(total)}</strong>
        </p>
        <p className="figure">
          Peak hour:{" "}
          <strong>
            {hourLabel(peak.start)}-{hourLabel(peak.start + 1)} ({kwh(peak.tenths)})
          </strong>
        </p>
        <p className="figure">
          Capacity factor: <strong>{capacityFactor(total).toFixed(1)}%</strong>
        </p>
      </div>
      <p className="hint">
        Capacity factor compares the day&apos;s energy with what the 24 kWp array would give running flat out for 24 hours.
      </p>
    </section>
  );
}
