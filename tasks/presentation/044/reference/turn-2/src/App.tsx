import "./styles.css";
import { PONTOONS, type Pontoon } from "./data";
import { count, pct, round1 } from "./format";
import OccupancyChart from "./OccupancyChart";

const vacant = (p: Pontoon) => p.berths - p.let;
const occupancy = (p: Pontoon) => (p.let / p.berths) * 100;

const byOccupancy = [...PONTOONS].sort((a, b) => occupancy(b) - occupancy(a));
const TOTAL = PONTOONS.reduce(
  (sum, p) => ({ name: "All pontoons", berths: sum.berths + p.berths, let: sum.let + p.let }),
  { name: "All pontoons", berths: 0, let: 0 } as Pontoon,
);

function Row({ p, total = false }: { p: Pontoon; total?: boolean }) {
  const Cell = total ? "th" : "td";
  return (
    <tr className={total ? "total" : undefined}>
      {total ? <th scope="row">{p.name}</th> : <td>{p.name}</td>}
      <Cell className="num">{count(p.berths)}</Cell>
      <Cell className="num">{count(p.let)}</Cell>
      <Cell className="num">{count(vacant(p))}</Cell>
      <Cell className="num">{pct(occupancy(p))}</Cell>
    </tr>
  );
}

function PontoonSection() {
  return (
    <section aria-labelledby="pontoons-heading">
      <h2 id="pontoons-heading">Pontoons</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Pontoon</th>
            <th scope="col" className="num">Berths</th>
            <th scope="col" className="num">Let</th>
            <th scope="col" className="num">Vacant</th>
            <th scope="col" className="num">Occupancy</th>
          </tr>
        </thead>
        <tbody>
          {byOccupancy.map((p) => <Row key={p.name} p={p} />)}
        </tbody>
        <tfoot>
          <Row p={TOTAL} total />
        </tfoot>
      </table>
    </section>
  );
}

// Compared in whole berths so that exactly 85.0% counts.
const TARGET = 85;
const atTarget = (p: Pontoon) => p.let * 100 >= TARGET * p.berths;

function ChartSection() {
  const met = PONTOONS.filter(atTarget).length;
  return (
    <section aria-labelledby="chart-heading">
      <h2 id="chart-heading">Occupancy by pontoon</h2>
      <OccupancyChart bars={byOccupancy.map((p) => ({ name: p.name, value: round1(occupancy(p)) }))} />
      <ul className="lines">
        <li>Pontoons at 85.0% or more: {met} of {PONTOONS.length}</li>
      </ul>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Saltmere Marina berth occupancy, September 2026</h1>
      <PontoonSection />
      <ChartSection />
    </main>
  );
}
