import "./styles.css";

type Charger = { name: string; type: string; sessions: number; energy: number };

// November 2026. Energy in whole kWh.
const HIGH_FROM = 300; // sessions in the month; exactly 300 is High
const CHARGERS: Charger[] = [
  { name: "Alder", type: "Rapid 150 kW", sessions: 300, energy: 10290 },
  { name: "Birch", type: "Fast 22 kW", sessions: 211, energy: 4027 },
  { name: "Cedar", type: "Rapid 150 kW", sessions: 418, energy: 14251 },
  { name: "Hazel", type: "Fast 22 kW", sessions: 97, energy: 1706 },
  { name: "Larch", type: "Fast 22 kW", sessions: 186, energy: 3441 },
  { name: "Rowan", type: "Rapid 50 kW", sessions: 352, energy: 7790 },
];

const count = (v: number) => v.toLocaleString("en-US");
const one = (v: number) => v.toFixed(1);
const TOTAL_SESSIONS = CHARGERS.reduce((sum, c) => sum + c.sessions, 0);
const TOTAL_ENERGY = CHARGERS.reduce((sum, c) => sum + c.energy, 0);
const byEnergy = [...CHARGERS].sort((a, b) => b.energy - a.energy);
const isHigh = (c: Charger) => c.sessions >= HIGH_FROM;

function ChargerTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Charger</th>
          <th scope="col">Type</th>
          <th scope="col" className="num">Sessions</th>
          <th scope="col" className="num">Energy (kWh)</th>
          <th scope="col" className="num">Average session (kWh)</th>
          <th scope="col">Use</th>
        </tr>
      </thead>
      <tbody>
        {byEnergy.map((c) => (
          <tr key={c.name}>
            <td>{c.name}</td>
            <td>{c.type}</td>
            <td className="num">{count(c.sessions)}</td>
            <td className="num">{count(c.energy)}</td>
            <td className="num">{one(c.energy / c.sessions)}</td>
            <td className={isHigh(c) ? "high" : ""}>{isHigh(c) ? "High" : "Low"}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All chargers</td>
          <td></td>
          <td className="num">{count(TOTAL_SESSIONS)}</td>
          <td className="num">{count(TOTAL_ENERGY)}</td>
          <td className="num">{one(TOTAL_ENERGY / TOTAL_SESSIONS)}</td>
          <td></td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Brackenford Charging Hub: November 2026</h1>
      <section aria-labelledby="chargers-heading">
        <h2 id="chargers-heading">Chargers</h2>
        <ChargerTable />
      </section>
    </main>
  );
}
