import RateChart from "./RateChart";
import "./styles.css";

type Picker = { name: string; zone: string; picks: number; hours: number };

const PICKERS: Picker[] = [
  { name: "Marta Silva", zone: "Ambient", picks: 1140, hours: 8.0 },
  { name: "Jin Park", zone: "Ambient", picks: 964, hours: 8.0 },
  { name: "Tomasz Nowak", zone: "Ambient", picks: 1012, hours: 7.5 },
  { name: "Aisha Bello", zone: "Ambient", picks: 880, hours: 8.0 },
  { name: "Ravi Patel", zone: "Chilled", picks: 845, hours: 7.5 },
  { name: "Grace Lee", zone: "Chilled", picks: 933, hours: 8.0 },
  { name: "Diego Ruiz", zone: "Chilled", picks: 702, hours: 6.0 },
  { name: "Oksana Kral", zone: "Frozen", picks: 610, hours: 6.0 },
  { name: "Sam Okoro", zone: "Frozen", picks: 655, hours: 7.0 },
  { name: "Lena Berg", zone: "Frozen", picks: 540, hours: 5.5 },
];

const rate = (p: { picks: number; hours: number }) => p.picks / p.hours;
const count = (n: number) => n.toLocaleString("en-US");

export default function App() {
  const ranked = [...PICKERS].sort((a, b) => rate(b) - rate(a));
  const totalPicks = PICKERS.reduce((s, p) => s + p.picks, 0);
  const totalHours = PICKERS.reduce((s, p) => s + p.hours, 0);

  return (
    <main>
      <h1>Night shift B - 11 March 2025</h1>
      <section aria-labelledby="rates-heading">
        <h2 id="rates-heading">Pick rates</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Picker</th>
              <th scope="col">Zone</th>
              <th scope="col">Picks</th>
              <th scope="col">Hours</th>
              <th scope="col">Picks per hour</th>
            </tr>
          </thead>
          <tbody>
            {ranked.map((p) => (
              <tr key={p.name}>
                <th scope="row">{p.name}</th>
                <td>{p.zone}</td>
                <td>{count(p.picks)}</td>
                <td>{p.hours.toFixed(1)}</td>
                <td>{rate(p).toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="average">Shift average: {(totalPicks / totalHours).toFixed(1)} picks/hour</p>
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Picks per hour by picker</h2>
        <RateChart bars={ranked.map((p) => ({ name: p.name, value: rate(p) }))} />
      </section>
    </main>
  );
}
