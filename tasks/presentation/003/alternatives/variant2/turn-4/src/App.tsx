import "./styles.css";

type Stage = { name: string; seconds: number; median: number };

const STAGES: Stage[] = [
  { name: "Checkout", seconds: 38, median: 35 },
  { name: "Install dependencies", seconds: 134, median: 151 },
  { name: "Lint", seconds: 65, median: 62 },
  { name: "Unit tests", seconds: 252, median: 230 },
  { name: "Build", seconds: 207, median: 211 },
  // 3m 40s of runner queue time removed from the latest run (was 7m 32s).
  { name: "Integration tests", seconds: 232, median: 221 },
  { name: "Deploy to staging", seconds: 108, median: 112 },
];

function duration(totalSeconds: number) {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}m ${String(seconds).padStart(2, "0")}s`;
}

// Slower than usual: the last run took more than 10% longer than the 20-run median.
const isSlow = (s: Stage) => s.seconds > s.median * 1.1;
const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

const W = 720;
const LABEL_W = 170;
const RIGHT = 20;
const ROW = 44;
const TOP = 10;
const AXIS = 52;
const MAX_MIN = 8;

function StageChart({ stages }: { stages: Stage[] }) {
  const plotW = W - LABEL_W - RIGHT;
  const H = TOP + stages.length * ROW + AXIS;
  const x = (sec: number) => LABEL_W + (sec / (MAX_MIN * 60)) * plotW;
  const ticks = Array.from({ length: MAX_MIN + 1 }, (_, i) => i);
  const axisY = TOP + stages.length * ROW;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="group" aria-label="Horizontal bar chart of stage durations">
      {ticks.map((t) => (
        <g key={t}>
          <line className="gridline" x1={x(t * 60)} x2={x(t * 60)} y1={TOP} y2={axisY} />
          <text className="tick" x={x(t * 60)} y={axisY + 16} textAnchor="middle">{t}</text>
        </g>
      ))}
      {stages.map((s, i) => {
        const rowY = TOP + i * ROW;
        return (
          <g key={s.name}>
            <text className="stage-name" x={LABEL_W - 10} y={rowY + ROW / 2 + 4} textAnchor="end">{s.name}</text>
            <rect className={isSlow(s) ? "bar-last slow" : "bar-last"} role="img"
              x={LABEL_W} y={rowY + 6} width={x(s.seconds) - LABEL_W} height={18} rx={3}>
              <title>{`${s.name}: ${duration(s.seconds)}${isSlow(s) ? ", slower than usual" : ""}`}</title>
            </rect>
            <rect className="bar-median" role="img"
              x={LABEL_W} y={rowY + 26} width={x(s.median) - LABEL_W} height={10} rx={2}>
              <title>{`${s.name} (20-run median): ${duration(s.median)}`}</title>
            </rect>
          </g>
        );
      })}
      <text className="axis-title" x={LABEL_W + plotW / 2} y={H - 8} textAnchor="middle">Duration (minutes)</text>
    </svg>
  );
}

export default function App() {
  const total = STAGES.reduce((sum, s) => sum + s.seconds, 0);
  const slow = STAGES.filter(isSlow);
  const slowest = [...STAGES].sort((a, b) => b.seconds - a.seconds).slice(0, 3);
  return (
    <main>
      <h1>Pipeline duration: main branch</h1>
      <p className="meta">Latest CI run of the main branch, stages in the order they run.</p>
      <section aria-labelledby="stages-heading">
        <h2 id="stages-heading">Stage durations</h2>
        <p className="total">Total: {duration(total)}</p>
        <StageChart stages={STAGES} />
        <ul className="legend" aria-label="Legend">
          <li><span className="key last" aria-hidden="true" />Last run</li>
          <li><span className="key median" aria-hidden="true" />20-run median</li>
        </ul>
        <p className="note">Slower than usual: {slow.length ? slow.map((s) => s.name).join(", ") : "none"}</p>
      </section>
      <section aria-labelledby="slowest-heading">
        <h2 id="slowest-heading">Slowest stages</h2>
        <ol>
          {slowest.map((s) => (
            <li key={s.name}>{s.name}: {duration(s.seconds)} ({share(s.seconds, total)} of total)</li>
          ))}
        </ol>
      </section>
    </main>
  );
}
