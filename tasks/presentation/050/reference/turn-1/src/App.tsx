import "./styles.css";

type Parish = { name: string; planned: number; connected: number };

// 2026: premises planned to be connected and premises actually connected, per parish.
const PARISHES: Parish[] = [
  { name: "Ashby Moor", planned: 730, connected: 702 },
  { name: "Brackenthwaite", planned: 640, connected: 640 },
  { name: "Carrow Fell", planned: 380, connected: 361 },
  { name: "Dunmere", planned: 910, connected: 842 },
  { name: "Elderholm", planned: 600, connected: 671 },
  { name: "Fosswick", planned: 275, connected: 236 },
];

const ALL_PLANNED = PARISHES.reduce((acc, p) => acc + p.planned, 0);
const ALL_CONNECTED = PARISHES.reduce((acc, p) => acc + p.connected, 0);

const count = (n: number) => n.toLocaleString("en-US");
// One decimal, rounded half up on the tenth.
const oneDecimal = (v: number) => (Math.round(v * 10 + 1e-9) / 10).toFixed(1);
const againstPlan = (connected: number, planned: number) => oneDecimal((connected / planned) * 100);
// Judged on the figure as shown.
const status = (connected: number, planned: number) => {
  const shown = Number(againstPlan(connected, planned));
  return shown >= 100 ? "Ahead" : shown >= 95 ? "On track" : "Behind";
};

const byConnected = [...PARISHES].sort((a, b) => b.connected - a.connected);

function ParishSection() {
  return (
    <section aria-labelledby="parishes-heading">
      <h2 id="parishes-heading">Parishes</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Parish</th>
            <th scope="col" className="num">Planned</th>
            <th scope="col" className="num">Connected</th>
            <th scope="col" className="num">Against plan</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {byConnected.map((p) => (
            <tr key={p.name}>
              <td>{p.name}</td>
              <td className="num">{count(p.planned)}</td>
              <td className="num">{count(p.connected)}</td>
              <td className="num">{againstPlan(p.connected, p.planned)}%</td>
              <td>{status(p.connected, p.planned)}</td>
            </tr>
          ))}
          <tr className="total">
            <td>All parishes</td>
            <td className="num">{count(ALL_PLANNED)}</td>
            <td className="num">{count(ALL_CONNECTED)}</td>
            <td className="num">{againstPlan(ALL_CONNECTED, ALL_PLANNED)}%</td>
            <td>{status(ALL_CONNECTED, ALL_PLANNED)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Fellside Fibre rollout, 2026</h1>
      <ParishSection />
    </main>
  );
}
