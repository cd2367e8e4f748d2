import HourlyChart from "./HourlyChart";
import "./styles.css";

const FIRST_HOUR = 5;
const CAPACITY_KW = 24;
// 12:00-13:00 corrected from the corrupted 12.1 kWh inverter reading
const GENERATED = [0.4, 2.1, 5.6, 9.8, 13.5, 16.4, 18.7, 19.9, 19.2, 17.6, 14.3, 10.9, 7.2, 3.8, 1.5, 0.3];
const USED = [1.2, 1.4, 3.9, 11.5, 13.2, 12.8, 13.6, 11.6, 12.4, 12.1, 9.6, 5.3, 2.4, 1.9, 1.6, 1.5];

const hour = (i: number) => `${String(FIRST_HOUR + i).padStart(2, "0")}:00`;
const kwh = (n: number) => `${n.toFixed(1)} kWh`;
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

export default function App() {
  const total = sum(GENERATED);
  const peak = GENERATED.reduce((best, v, i) => (v > GENERATED[best] ? i : best), 0);
  const capacityFactor = (total / (CAPACITY_KW * 24)) * 100;
  const usedOnSite = sum(GENERATED.map((g, i) => Math.min(g, USED[i])));
  const exported = sum(GENERATED.map((g, i) => Math.max(g - USED[i], 0)));
  const imported = sum(GENERATED.map((g, i) => Math.max(USED[i] - g, 0)));
  const balance: [string, number][] = [
    ["Generated", total],
    ["Used on site", usedOnSite],
    ["Exported to grid", exported],
    ["Imported from grid", imported],
  ];

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
      <section aria-labelledby="balance-heading">
        <h2 id="balance-heading">Energy balance</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Energy flow</th>
              <th scope="col" className="num">Energy (kWh)</th>
            </tr>
          </thead>
          <tbody>
            {balance.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td className="num">{value.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="note">Self-consumption: {((usedOnSite / total) * 100).toFixed(1)}%</p>
      </section>
    </main>
  );
}
