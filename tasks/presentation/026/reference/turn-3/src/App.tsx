import "./styles.css";

type SessionType = { name: string; sessions: number; swims: number; places: number };
type Level = "Busy" | "Steady" | "Quiet";

// October 2026 at the main pool.
const TYPES: SessionType[] = [
  { name: "Early lanes", sessions: 62, swims: 706, places: 30 },
  { name: "Public swim", sessions: 48, swims: 3072, places: 80 },
  { name: "Aqua fit", sessions: 26, swims: 598, places: 25 },
  { name: "Swim lessons", sessions: 120, swims: 1294, places: 12 },
  { name: "Family splash", sessions: 18, swims: 432, places: 60 },
  { name: "Club training", sessions: 40, swims: 1412, places: 40 },
];

const count = (n: number) => n.toLocaleString("en-US");
const avg = (swims: number, sessions: number) => (swims / sessions).toFixed(1);

const TOTAL_SESSIONS = TYPES.reduce((sum, t) => sum + t.sessions, 0);
const TOTAL_SWIMS = TYPES.reduce((sum, t) => sum + t.swims, 0);
const bySwims = [...TYPES].sort((a, b) => b.swims - a.swims);
// Places offered: sessions times places per session.
const offered = (t: SessionType) => t.sessions * t.places;
const TOTAL_PLACES = TYPES.reduce((sum, t) => sum + offered(t), 0);
const occupancy = (swims: number, places: number) => `${Math.round((swims * 100) / places)}%`;
// Compared in whole numbers: exactly 80% is Busy, exactly 40% is Steady.
const levelOf = (t: SessionType): Level =>
  t.swims * 100 >= 80 * offered(t) ? "Busy" : t.swims * 100 < 40 * offered(t) ? "Quiet" : "Steady";

const W = 700;
const H = 330;
const PAD = { left: 70, right: 20, top: 16, bottom: 48 };
const TOP = 3500;
const TICKS = [0, 500, 1000, 1500, 2000, 2500, 3000, 3500];

function SwimsChart({ types }: { types: SessionType[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / types.length;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of swims per session type">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{count(t)}</text>
        </g>
      ))}
      {types.map((t, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        return (
          <g key={t.name}>
            <rect className="bar" role="img" aria-label={`${t.name}: ${count(t.swims)} swims`}
              x={x} y={y(t.swims)} width={slot * 0.6} height={y(0) - y(t.swims)} />
            <text className="tick" x={x + slot * 0.3} y={H - PAD.bottom + 18} textAnchor="middle">{t.name}</text>
          </g>
        );
      })}
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Swims
      </text>
    </svg>
  );
}

function SessionTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Session type</th>
          <th scope="col" className="num">Sessions</th>
          <th scope="col" className="num">Swims</th>
          <th scope="col" className="num">Average swims</th>
          <th scope="col" className="num">Occupancy</th>
          <th scope="col">Level</th>
        </tr>
      </thead>
      <tbody>
        {bySwims.map((t) => (
          <tr key={t.name}>
            <td>{t.name}</td>
            <td className="num">{count(t.sessions)}</td>
            <td className="num">{count(t.swims)}</td>
            <td className="num">{avg(t.swims, t.sessions)}</td>
            <td className="num">{occupancy(t.swims, offered(t))}</td>
            <td>{levelOf(t)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All sessions</td>
          <td className="num">{count(TOTAL_SESSIONS)}</td>
          <td className="num">{count(TOTAL_SWIMS)}</td>
          {/* All swims over all sessions, not the average of the six averages. */}
          <td className="num">{avg(TOTAL_SWIMS, TOTAL_SESSIONS)}</td>
          <td className="num">{occupancy(TOTAL_SWIMS, TOTAL_PLACES)}</td>
          <td></td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const busiest = bySwims[0];
  return (
    <main>
      <h1>Larkhill Road pool attendance, October 2026</h1>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <SessionTable />
        <ul className="lines">
          <li>Busy session types: {TYPES.filter((t) => levelOf(t) === "Busy").length} of {TYPES.length}</li>
          <li>Quiet session types: {TYPES.filter((t) => levelOf(t) === "Quiet").length} of {TYPES.length}</li>
        </ul>
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Swims by session type</h2>
        <SwimsChart types={bySwims} />
        <ul className="lines">
          <li>Busiest session type: {busiest.name}, {((busiest.swims / TOTAL_SWIMS) * 100).toFixed(1)}% of all swims</li>
        </ul>
      </section>
    </main>
  );
}
