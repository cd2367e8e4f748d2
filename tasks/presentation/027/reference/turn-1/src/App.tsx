import "./styles.css";

type Station = { name: string; incidents: number; seconds: number };

// July to September 2026: incidents attended and average time from call to first engine on scene.
const STATIONS: Station[] = [
  { name: "Ashcombe", incidents: 412, seconds: 7 * 60 + 48 },
  { name: "Kelby Cross", incidents: 238, seconds: 12 * 60 },
  { name: "Stanmoor", incidents: 344, seconds: 6 * 60 + 52 },
  { name: "Pellingham", incidents: 176, seconds: 12 * 60 + 40 },
  { name: "Ridgewater", incidents: 459, seconds: 9 * 60 + 15 },
  { name: "Old Quay", incidents: 587, seconds: 8 * 60 },
];

const whole = (n: number) => n.toLocaleString("en-GB");
const clock = (secs: number) => `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, "0")}`;

const totalIncidents = STATIONS.reduce((sum, s) => sum + s.incidents, 0);
// Weighted by incidents, rounded to the nearest second.
const overallSeconds = Math.round(
  STATIONS.reduce((sum, s) => sum + s.incidents * s.seconds, 0) / totalIncidents,
);

function StationsTable() {
  const rows = [...STATIONS].sort((a, b) => a.seconds - b.seconds);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Station</th>
          <th scope="col" className="num">Incidents</th>
          <th scope="col" className="num">Average response</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.name}>
            <td>{s.name}</td>
            <td className="num">{whole(s.incidents)}</td>
            <td className="num">{clock(s.seconds)}</td>
          </tr>
        ))}
        <tr className="all-row">
          <td>All stations</td>
          <td className="num">{whole(totalIncidents)}</td>
          <td className="num">{clock(overallSeconds)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main className="page">
      <h1>Westmarch Fire and Rescue response times, July to September 2026</h1>
      <section className="panel" aria-labelledby="stations-title">
        <h2 id="stations-title">Stations</h2>
        <StationsTable />
      </section>
    </main>
  );
}
