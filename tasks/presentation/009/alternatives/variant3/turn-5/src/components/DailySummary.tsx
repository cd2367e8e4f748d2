import { FORECAST, MEASURED } from '../data';
import { capacityFactor, clock, kwh, peakHour, pct, signedPct, sum } from '../energy';

export default function DailySummary() {
  const total = sum(MEASURED);
  const peak = peakHour(MEASURED);
  const forecastTotal = sum(FORECAST);
  const versus = ((total - forecastTotal) / forecastTotal) * 100;

  return (
    <section className="panel">
      <h2>Daily summary</h2>
      <ul className="figures">
        <li>
          Total generated: <strong>{kwh(total)}</strong>
        </li>
        <li>
          Peak hour: <strong>{clock(peak.start)}-{clock(peak.start + 1)}</strong> ({kwh(peak.value)})
        </li>
        <li>
          Capacity factor: <strong>{pct(capacityFactor(total))}</strong>
        </li>
        <li>
          Forecast total: <strong>{kwh(forecastTotal)}</strong>
        </li>
        <li>
          Versus forecast: <strong>{signedPct(versus)}</strong>
        </li>
      </ul>
      <p className="note corrected">Figures use the corrected inverter reading for 12:00-13:00.</p>
    </section>
  );
}
