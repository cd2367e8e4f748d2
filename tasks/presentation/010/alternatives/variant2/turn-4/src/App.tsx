import DayChart from "./DayChart";
import "./styles.css";

type Day = { day: string; trips: number; onTime: number };

const DAYS: Day[] = [
  { day: "Mon", trips: 140, onTime: 124 },
  { day: "Tue", trips: 140, onTime: 129 },
  { day: "Wed", trips: 140, onTime: 118 },
  { day: "Thu", trips: 120, onTime: 109 }, // 20 trips cancelled by a road closure, no longer counted as late
  { day: "Fri", trips: 140, onTime: 121 },
];

// Stops in the order route 42 serves them, with the week's average delay in minutes.
const STOPS = [
  { stop: "Harbour Terminal", delay: 0.3 },
  { stop: "Market Street", delay: 1.2 },
  { stop: "Civic Centre", delay: 2.6 },
  { stop: "Hospital Gates", delay: 4.8 },
  { stop: "Elm Park", delay: -0.4 },
  { stop: "Northgate Interchange", delay: 1.9 },
];

const rate = (d: { trips: number; onTime: number }) => (d.onTime / d.trips) * 100;
const pct = (n: number) => `${n.toFixed(1)}%`;
const delay = (min: number) => `${min < 0 ? "-" : "+"}${Math.abs(min).toFixed(1)} min`;

export default function App() {
  const trips = DAYS.reduce((s, d) => s + d.trips, 0);
  const onTime = DAYS.reduce((s, d) => s + d.onTime, 0);
  const weekRate = rate({ trips, onTime });
  const worstStop = STOPS.reduce((worst, s) => (s.delay > worst.delay ? s : worst), STOPS[0]);
  const lowest = DAYS.reduce((low, d) => (rate(d) < rate(low) ? d : low), DAYS[0]);

  return (
    <main>
      <h1>Route 42 on-time performance - 3 to 7 March 2025</h1>
      <section aria-labelledby="days-heading">
        <h2 id="days-heading">On-time by day</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col" className="num">Trips</th>
              <th scope="col" className="num">On time</th>
              <th scope="col" className="num">On-time rate</th>
            </tr>
          </thead>
          <tbody>
            {DAYS.map((d) => (
              <tr key={d.day}>
                <th scope="row">
                  {d.day}
                  {d === lowest && <span className="badge">Lowest</span>}
                </th>
                <td className="num">{d.trips}</td>
                <td className="num">{d.onTime}</td>
                <td className="num">{pct(rate(d))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="line">
          Week: {pct(weekRate)} on time ({onTime} of {trips} trips)
        </p>
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">On-time rate by day</h2>
        <DayChart bars={DAYS.map((d) => ({ day: d.day, value: rate(d) }))} />
      </section>
      <section aria-labelledby="stops-heading">
        <h2 id="stops-heading">Average delay by stop</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Stop</th>
              <th scope="col" className="num">Average delay</th>
            </tr>
          </thead>
          <tbody>
            {STOPS.map((s) => (
              <tr key={s.stop}>
                <th scope="row">{s.stop}</th>
                <td className="num">{delay(s.delay)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="line">
          Worst stop: {worstStop.stop} ({delay(worstStop.delay)})
        </p>
      </section>
    </main>
  );
}
