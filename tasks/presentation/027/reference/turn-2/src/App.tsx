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

const pct = (part: number, all: number) => `${((part / all) * 100).toFixed(1)}%`;

const CHART_W = 820;
const ROW = 40;
const LEFT = 120;
const RIGHT = 30;
const TOP = 10;
const AXIS_MAX = 600;
const TICKS = [0, 100, 200, 300, 400, 500, 600];

function IncidentsChart({ stations }: { stations: Station[] }) {
  const rows = [...stations].sort((a, b) => b.incidents - a.incidents);
  const plotW = CHART_W - LEFT - RIGHT;
  const plotH = rows.length * ROW;
  const height = TOP + plotH + 56;
  const x = (v: number) => LEFT + (v / AXIS_MAX) * plotW;
  return (
    <svg viewBox={`0 0 ${CHART_W} ${height}`} aria-label="Horizontal bar chart of incidents attended by each station">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="gridline" x1={x(t)} x2={x(t)} y1={TOP} y2={TOP + plotH} />
          <text className="tick" x={x(t)} y={TOP + plotH + 18} textAnchor="middle">{whole(t)}</text>
        </g>
      ))}
      {rows.map((s, i) => {
        const y = TOP + i * ROW;
        return (
          <g key={s.name}>
            <text className="bar-label" x={LEFT - 10} y={y + ROW / 2 + 5} textAnchor="end">{s.name}</text>
            <rect className="bar" role="img" aria-label={`${s.name}: ${whole(s.incidents)} incidents`}
              x={x(0)} y={y + 8} width={x(s.incidents) - x(0)} height={ROW - 16} />
          </g>
        );
      })}
      <text className="axis-title" x={LEFT + plotW / 2} y={TOP + plotH + 44} textAnchor="middle">Incidents attended</text>
    </svg>
  );
}

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
  const busiest = STATIONS.reduce((top, s) => (s.incidents > top.incidents ? s : top), STATIONS[0]);
  return (
    <main className="page">
      <h1>Westmarch Fire and Rescue response times, July to September 2026</h1>
      <section className="panel" aria-labelledby="stations-title">
        <h2 id="stations-title">Stations</h2>
        <StationsTable />
      </section>
      <section className="panel" aria-labelledby="chart-title">
        <h2 id="chart-title">Incidents by station</h2>
        <IncidentsChart stations={STATIONS} />
        <ul className="notes">
          <li>Busiest station: {busiest.name} ({pct(busiest.incidents, totalIncidents)} of all incidents)</li>
        </ul>
      </section>
    </main>
  );
}
