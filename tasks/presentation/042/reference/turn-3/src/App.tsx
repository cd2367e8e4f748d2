import "./styles.css";

type Line = { name: string; offered: number; answered: number; within60: number; waitSeconds: number };

// Eight weeks, Monday 21 September to Sunday 15 November 2026.
const LINES: Line[] = [
  { name: "Council tax", offered: 9412, answered: 8970, within60: 7176, waitSeconds: 58 },
  { name: "Waste and recycling", offered: 12306, answered: 11950, within60: 10516, waitSeconds: 41 },
  { name: "Housing repairs", offered: 7845, answered: 6902, within60: 4712, waitSeconds: 151 },
  { name: "Parking and permits", offered: 3118, answered: 3047, within60: 2593, waitSeconds: 47 },
  { name: "Benefits", offered: 5260, answered: 4811, within60: 3827, waitSeconds: 66 },
];

const sumOf = (f: (l: Line) => number) => LINES.reduce((a, l) => a + f(l), 0);
const ALL = {
  offered: sumOf((l) => l.offered),
  answered: sumOf((l) => l.answered),
  within60: sumOf((l) => l.within60),
};

const groupDigits = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const count = (n: number) => groupDigits(String(n));
function oneDp(v: number): string {
  const [i, d] = (Math.round(v * 10 + 1e-7) / 10).toFixed(1).split(".");
  return `${groupDigits(i)}.${d}`;
}
const share = (part: number, whole: number) => `${oneDp((part / whole) * 100)}%`;
const abandoned = (l: { offered: number; answered: number }) => share(l.offered - l.answered, l.offered);
const fastShare = (l: { answered: number; within60: number }) => share(l.within60, l.answered);
const meets = (l: Line) => Number(oneDp((l.within60 / l.answered) * 100)) >= 80;
function mss(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
const ALL_WAIT = sumOf((l) => l.waitSeconds * l.answered) / ALL.answered;
const longestWait = [...LINES].sort((a, b) => b.waitSeconds - a.waitSeconds)[0];
const rows = [...LINES].sort((a, b) => b.offered - a.offered);
const metCount = LINES.filter(meets).length;

type Week = { monday: string; seconds: number };
const WEEKS: Week[] = [
  { monday: "21 Sep", seconds: 60 },
  { monday: "28 Sep", seconds: 71 },
  { monday: "5 Oct", seconds: 88 },
  { monday: "12 Oct", seconds: 131 },
  { monday: "19 Oct", seconds: 90 },
  { monday: "26 Oct", seconds: 97 },
  { monday: "2 Nov", seconds: 76 },
  { monday: "9 Nov", seconds: 59 },
];
const slowest = WEEKS.reduce((a, w) => (w.seconds > a.seconds ? w : a));
const overNinety = WEEKS.filter((w) => w.seconds > 90).length;

const G = { w: 700, h: 320, l: 64, r: 24, t: 18, b: 52 };
const Y_MAX = 160;
const Y_TICKS = [0, 20, 40, 60, 80, 100, 120, 140, 160];

function WeeklyChart() {
  const innerW = G.w - G.l - G.r;
  const innerH = G.h - G.t - G.b;
  const px = (i: number) => G.l + (innerW * (i + 0.5)) / WEEKS.length;
  const py = (s: number) => G.t + innerH - (s / Y_MAX) * innerH;
  const path = WEEKS.map((w, i) => `${i === 0 ? "M" : "L"}${px(i)},${py(w.seconds)}`).join(" ");
  return (
    <svg width={G.w} height={G.h} viewBox={`0 0 ${G.w} ${G.h}`} aria-label="Line chart of average answer time by week">
      {Y_TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={G.l} x2={G.w - G.r} y1={py(t)} y2={py(t)} />
          <text className="tick" x={G.l - 8} y={py(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      <line className="base" x1={G.l} x2={G.w - G.r} y1={py(0)} y2={py(0)} />
      <path className="trend" d={path} />
      {WEEKS.map((w, i) => (
        <g key={w.monday}>
          <circle className="dot" role="img" aria-label={`Week of ${w.monday}: ${w.seconds} seconds`} cx={px(i)} cy={py(w.seconds)} r={5} />
          <text className="tick" x={px(i)} y={py(0) + 20} textAnchor="middle">{w.monday}</text>
        </g>
      ))}
      <text className="axis-name" transform={`translate(18 ${G.t + innerH / 2}) rotate(-90)`} textAnchor="middle">Seconds</text>
    </svg>
  );
}

function WeeklySection() {
  return (
    <section className="block" aria-labelledby="weekly-h">
      <h2 id="weekly-h">Average answer time by week</h2>
      <WeeklyChart />
      <p className="summary">Slowest week: {slowest.monday}, {slowest.seconds} seconds</p>
      <p className="summary">Weeks over 90 seconds: {overNinety} of 8</p>
    </section>
  );
}

function LinesSection() {
  return (
    <section className="block" aria-labelledby="lines-h">
      <h2 id="lines-h">Service lines</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Service line</th>
            <th scope="col" className="n">Calls offered</th>
            <th scope="col" className="n">Calls answered</th>
            <th scope="col" className="n">Abandoned</th>
            <th scope="col" className="n">Within 60 seconds</th>
            <th scope="col">Target</th>
            <th scope="col" className="n">Average wait</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr key={l.name}>
              <td>{l.name}</td>
              <td className="n">{count(l.offered)}</td>
              <td className="n">{count(l.answered)}</td>
              <td className="n">{abandoned(l)}</td>
              <td className="n">{fastShare(l)}</td>
              <td className={meets(l) ? "met" : "missed"}>{meets(l) ? "Met" : "Missed"}</td>
              <td className="n">{mss(l.waitSeconds)}</td>
            </tr>
          ))}
          <tr className="sum">
            <td>All lines</td>
            <td className="n">{count(ALL.offered)}</td>
            <td className="n">{count(ALL.answered)}</td>
            <td className="n">{abandoned(ALL)}</td>
            <td className="n">{fastShare(ALL)}</td>
            <td></td>
            <td className="n">{mss(ALL_WAIT)}</td>
          </tr>
        </tbody>
      </table>
      <p className="summary">Lines meeting the 80% target: {metCount} of 5</p>
      <p className="summary">Longest average wait: {longestWait.name}, {mss(longestWait.waitSeconds)}</p>
    </section>
  );
}

export default function App() {
  return (
    <main className="page">
      <h1>Dunmere Council contact centre: call answering, 21 September to 15 November 2026</h1>
      <LinesSection />
      <WeeklySection />
    </main>
  );
}
