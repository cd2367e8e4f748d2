import "./styles.css";

type Airline = { name: string; passengers: number; flights: number; seats: number; onTime: number };

// October 2026, per airline.
const AIRLINES: Airline[] = [
  { name: "Skerry Air", passengers: 18452, flights: 210, seats: 22260, onTime: 146 },
  { name: "Northlink Express", passengers: 31806, flights: 284, seats: 39760, onTime: 251 },
  { name: "Bluecrest Airways", passengers: 8975, flights: 96, seats: 16800, onTime: 71 },
  { name: "Corran Aviation", passengers: 6934, flights: 140, seats: 9520, onTime: 119 },
  { name: "Heronwing", passengers: 24318, flights: 188, seats: 28200, onTime: 170 },
  { name: "Solway Jet", passengers: 9640, flights: 60, seats: 11160, onTime: 37 },
];

const sum = (pick: (x: Airline) => number) => AIRLINES.reduce((acc, x) => acc + pick(x), 0);
const ALL_PASSENGERS = sum((x) => x.passengers);
const ALL_FLIGHTS = sum((x) => x.flights);
const ALL_SEATS = sum((x) => x.seats);
const ALL_ON_TIME = sum((x) => x.onTime);

const count = (n: number) => n.toLocaleString("en-US");
// One decimal, rounded half up on the tenth.
const oneDecimal = (v: number) => (Math.round(v * 10 + 1e-9) / 10).toFixed(1);
const percent = (part: number, whole: number) => `${oneDecimal((part / whole) * 100)}%`;
type Rating = "Good" | "Fair" | "Poor";
const RATINGS: Rating[] = ["Good", "Fair", "Poor"];
// Compared in whole flights so that exactly 85.0% and 70.0% land on the right side.
const ratingOf = (x: Airline): Rating => (x.onTime * 100 >= x.flights * 85 ? "Good" : x.onTime * 100 >= x.flights * 70 ? "Fair" : "Poor");

const byPassengers = [...AIRLINES].sort((x, y) => y.passengers - x.passengers);

const W = 720;
const ROW = 44;
const PAD = { left: 150, right: 30, top: 12, bottom: 58 };
const TOP = 35000;
const TICKS = [0, 5000, 10000, 15000, 20000, 25000, 30000, 35000];

function PassengerChart({ airlines }: { airlines: Airline[] }) {
  const plotW = W - PAD.left - PAD.right;
  const H = PAD.top + airlines.length * ROW + PAD.bottom;
  const x = (v: number) => PAD.left + (v / TOP) * plotW;
  const base = PAD.top + airlines.length * ROW;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-label="Bar chart of passengers carried per airline">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={x(t)} x2={x(t)} y1={PAD.top} y2={base} />
          <text className="tick" x={x(t)} y={base + 18} textAnchor="middle">{count(t)}</text>
        </g>
      ))}
      {airlines.map((a, i) => {
        const y = PAD.top + i * ROW + 8;
        return (
          <g key={a.name}>
            <text className="bar-label" x={PAD.left - 10} y={y + 19} textAnchor="end">{a.name}</text>
            <rect className="bar" role="img" aria-label={`${a.name}: ${count(a.passengers)} passengers`}
              x={x(0)} y={y} width={x(a.passengers) - x(0)} height={ROW - 16} />
          </g>
        );
      })}
      <text className="axis-title" x={PAD.left + plotW / 2} y={H - 10} textAnchor="middle">Passengers carried</text>
    </svg>
  );
}

function ChartSection() {
  const busiest = byPassengers[0];
  return (
    <section aria-labelledby="chart-heading">
      <h2 id="chart-heading">Passengers by airline</h2>
      <PassengerChart airlines={byPassengers} />
      <p className="line">Busiest airline: {busiest.name} ({percent(busiest.passengers, ALL_PASSENGERS)} of all passengers)</p>
      <p className="line">Passengers per flight: {oneDecimal(ALL_PASSENGERS / ALL_FLIGHTS)}</p>
    </section>
  );
}

function AirlineSection() {
  return (
    <section aria-labelledby="airlines-heading">
      <h2 id="airlines-heading">Airlines</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Airline</th>
            <th scope="col" className="num">Passengers</th>
            <th scope="col" className="num">Flights</th>
            <th scope="col" className="num">Load factor</th>
            <th scope="col" className="num">On time</th>
            <th scope="col">Rating</th>
          </tr>
        </thead>
        <tbody>
          {byPassengers.map((a) => (
            <tr key={a.name}>
              <td>{a.name}</td>
              <td className="num">{count(a.passengers)}</td>
              <td className="num">{a.flights}</td>
              <td className="num">{percent(a.passengers, a.seats)}</td>
              <td className="num">{percent(a.onTime, a.flights)}</td>
              <td>{ratingOf(a)}</td>
            </tr>
          ))}
          <tr className="total">
            <td>All airlines</td>
            <td className="num">{count(ALL_PASSENGERS)}</td>
            <td className="num">{ALL_FLIGHTS}</td>
            <td className="num">{percent(ALL_PASSENGERS, ALL_SEATS)}</td>
            <td className="num">{percent(ALL_ON_TIME, ALL_FLIGHTS)}</td>
            <td></td>
          </tr>
        </tbody>
      </table>
      {RATINGS.map((r) => (
        <p className="line" key={r}>{r}: {AIRLINES.filter((x) => ratingOf(x) === r).length} of 6 airlines</p>
      ))}
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Carrickfell Airport passengers, October 2026</h1>
      <AirlineSection />
      <ChartSection />
    </main>
  );
}
