import HourlyChart from "./HourlyChart";
import "./styles.css";

const FIRST_HOUR = 5;
const CAPACITY_KW = 24;
const GENERATED = [0.4, 2.1, 5.6, 9.8, 13.5, 16.4, 18.7, 12.1, 19.2, 17.6, 14.3, 10.9, 7.2, 3.8, 1.5, 0.3];

const hour = (i: number) => `${String(FIRST_HOUR + i).padStart(2, "0")}:00`;
const kwh = (n: number) => `${n.toFixed(1)} kWh`;
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

export default function App() {
  const total = sum(GENERATED);
  const peak = GENERATED.reduce((best, v, i) => (v > GENERATED[best] ? i : best), 0);
  const capacityFactor = (total / (CAPACITY_KW * 24)) * 100;

  return (
    <main>
      <h1>Hillcrest Primary rooftop solar - 11 June 2025</h1>
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading">Daily summary</h2>
        <ul className="figures">
          <li>Total generated: {kwh(total)}</li>
          <li>
            Peak hour: {hour(peak)}-{hour(peak + 1)} ({kwh(GENERATED[peak])})
          </li>
          <li>Capacity factor: {capacityFactor.toFixed(1)}%</li>
        </ul>
      </section>
      <section aria-labelledby="hourly-heading">
        <h2 id="hourly-heading">Hourly output</h2>
        <HourlyChart measured={GENERATED} label={hour} />
      </section>
    </main>
  );
}
