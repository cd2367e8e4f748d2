import "./styles.css";

type Airline = { name: string; passengers: number; flights: number; seats: number };

// October 2026, per airline.
const AIRLINES: Airline[] = [
  { name: "Skerry Air", passengers: 18452, flights: 210, seats: 22260 },
  { name: "Northlink Express", passengers: 31806, flights: 284, seats: 39760 },
  { name: "Bluecrest Airways", passengers: 12075, flights: 96, seats: 16800 },
  { name: "Corran Aviation", passengers: 6934, flights: 140, seats: 9520 },
  { name: "Heronwing", passengers: 24318, flights: 188, seats: 28200 },
  { name: "Solway Jet", passengers: 9640, flights: 60, seats: 11160 },
];

const sum = (pick: (x: Airline) => number) => AIRLINES.reduce((acc, x) => acc + pick(x), 0);
const ALL_PASSENGERS = sum((x) => x.passengers);
const ALL_FLIGHTS = sum((x) => x.flights);
const ALL_SEATS = sum((x) => x.seats);

const count = (n: number) => n.toLocaleString("en-US");
// One decimal, rounded half up on the tenth.
const oneDecimal = (v: number) => (Math.round(v * 10 + 1e-9) / 10).toFixed(1);
const percent = (part: number, whole: number) => `${oneDecimal((part / whole) * 100)}%`;

const byPassengers = [...AIRLINES].sort((x, y) => y.passengers - x.passengers);

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
          </tr>
        </thead>
        <tbody>
          {byPassengers.map((a) => (
            <tr key={a.name}>
              <td>{a.name}</td>
              <td className="num">{count(a.passengers)}</td>
              <td className="num">{a.flights}</td>
              <td className="num">{percent(a.passengers, a.seats)}</td>
            </tr>
          ))}
          <tr className="total">
            <td>All airlines</td>
            <td className="num">{count(ALL_PASSENGERS)}</td>
            <td className="num">{ALL_FLIGHTS}</td>
            <td className="num">{percent(ALL_PASSENGERS, ALL_SEATS)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Carrickfell Airport passengers, October 2026</h1>
      <AirlineSection />
    </main>
  );
}
