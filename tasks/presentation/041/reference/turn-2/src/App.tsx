import "./styles.css";

type Screen = {
  name: string;
  seats: number;
  screenings: number;
  admissions: number;
};

// November 2026 at the Lantern Picturehouse.
const SCREENS: Screen[] = [
  { name: "Grand", seats: 250, screenings: 120, admissions: 12000 },
  { name: "Circle", seats: 180, screenings: 124, admissions: 10146 },
  { name: "Orchard", seats: 120, screenings: 136, admissions: 6389 },
  { name: "Studio", seats: 72, screenings: 148, admissions: 3837 },
  { name: "Snug", seats: 38, screenings: 96, admissions: 1916 },
];

const total = (pick: (s: Screen) => number) => SCREENS.reduce((acc, s) => acc + pick(s), 0);
const TOTAL_SEATS = total((s) => s.seats);
const TOTAL_SCREENINGS = total((s) => s.screenings);
const TOTAL_ADMISSIONS = total((s) => s.admissions);
const TOTAL_CAPACITY = total((s) => s.seats * s.screenings);

function withCommas(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
const whole = (n: number) => withCommas(String(Math.round(n)));
// Rounded half up at the last kept digit (never cut off).
function fixed(v: number, places: number): string {
  const f = 10 ** places;
  const r = (Math.round(v * f + 1e-7) / f).toFixed(places);
  const [i, d] = r.split(".");
  return d === undefined ? withCommas(i) : `${withCommas(i)}.${d}`;
}
const pct = (part: number, of: number) => `${fixed((part / of) * 100, 1)}%`;
const occupancy = (s: Screen) => (s.admissions / (s.seats * s.screenings)) * 100;
const occupancyText = (s: Screen) => `${fixed(occupancy(s), 1)}%`;
const tableOrder = [...SCREENS].sort((a, b) => occupancy(b) - occupancy(a));
const strongCount = SCREENS.filter((s) => Number(fixed(occupancy(s), 1)) >= 40).length;
const chartOrder = [...SCREENS].sort((a, b) => b.admissions - a.admissions);

const CH = { width: 640, height: 340, left: 78, right: 20, top: 16, bottom: 56 };
const AXIS_TOP = 14000;
const TICKS = [0, 2000, 4000, 6000, 8000, 10000, 12000, 14000];

function AdmissionsChart({ screens }: { screens: Screen[] }) {
  const plotH = CH.height - CH.top - CH.bottom;
  const plotW = CH.width - CH.left - CH.right;
  const y = (v: number) => CH.top + plotH - (v / AXIS_TOP) * plotH;
  const slot = plotW / screens.length;
  return (
    <svg viewBox={`0 0 ${CH.width} ${CH.height}`} width={CH.width} height={CH.height} aria-label="Column chart of admissions per screen">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="gridline" x1={CH.left} x2={CH.width - CH.right} y1={y(t)} y2={y(t)} />
          <text className="tick-label" x={CH.left - 8} y={y(t) + 4} textAnchor="end">{whole(t)}</text>
        </g>
      ))}
      <line className="axis" x1={CH.left} x2={CH.width - CH.right} y1={y(0)} y2={y(0)} />
      {screens.map((s, i) => {
        const x = CH.left + i * slot + slot * 0.2;
        return (
          <g key={s.name}>
            <rect className="col" role="img" aria-label={`${s.name}: ${whole(s.admissions)} admissions`}
              x={x} y={y(s.admissions)} width={slot * 0.6} height={y(0) - y(s.admissions)} />
            <text className="col-label" x={x + slot * 0.3} y={y(0) + 18} textAnchor="middle">{s.name}</text>
          </g>
        );
      })}
      <text className="axis-title" transform={`translate(16 ${CH.top + plotH / 2}) rotate(-90)`} textAnchor="middle">Admissions</text>
    </svg>
  );
}

function ChartSection() {
  return (
    <section className="panel" aria-labelledby="chart-title">
      <h2 id="chart-title">Admissions by screen</h2>
      <AdmissionsChart screens={chartOrder} />
      <p className="note">Admissions per day: {fixed(TOTAL_ADMISSIONS / 30, 1)}</p>
      <p className="note">Admissions per screening: {fixed(TOTAL_ADMISSIONS / TOTAL_SCREENINGS, 1)}</p>
    </section>
  );
}

function ScreensSection() {
  return (
    <section className="panel" aria-labelledby="screens-title">
      <h2 id="screens-title">Screens</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Screen</th>
            <th scope="col" className="num">Seats</th>
            <th scope="col" className="num">Screenings</th>
            <th scope="col" className="num">Admissions</th>
            <th scope="col" className="num">Occupancy</th>
          </tr>
        </thead>
        <tbody>
          {tableOrder.map((s) => (
            <tr key={s.name}>
              <td>{s.name}</td>
              <td className="num">{whole(s.seats)}</td>
              <td className="num">{whole(s.screenings)}</td>
              <td className="num">{whole(s.admissions)}</td>
              <td className="num">{occupancyText(s)}</td>
            </tr>
          ))}
          <tr className="all-row">
            <td>All screens</td>
            <td className="num">{whole(TOTAL_SEATS)}</td>
            <td className="num">{whole(TOTAL_SCREENINGS)}</td>
            <td className="num">{whole(TOTAL_ADMISSIONS)}</td>
            <td className="num">{pct(TOTAL_ADMISSIONS, TOTAL_CAPACITY)}</td>
          </tr>
        </tbody>
      </table>
      <p className="note">Screens at 40% occupancy or more: {strongCount} of 5</p>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Lantern Picturehouse admissions by screen, November 2026</h1>
      <ScreensSection />
      <ChartSection />
    </main>
  );
}
