import { capacityFactor, hourLabel, kwh, peakHour, signedPercent, sum } from "./solar";

export default function Summary({ generation, forecast }: { generation: number[]; forecast: number[] }) {
  const total = sum(generation);
  const forecastTotal = sum(forecast);
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
        <p className="figure">
          Forecast total: <strong>{kwh(forecastTotal)}</strong>
        </p>
        <p className="figure">
          Versus forecast: <strong>{signedPercent(total, forecastTotal)}</strong>
        </p>
      </div>
      <p className="hint">
        Capacity factor compares the day&apos;s energy with what the 24 kWp array would give running flat out for 24 hours.
      </p>
    </section>
  );
}
