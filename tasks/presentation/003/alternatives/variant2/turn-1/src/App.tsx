import "./styles.css";

type Stage = { name: string; seconds: number };

const STAGES: Stage[] = [
  { name: "Checkout", seconds: 38 },
  { name: "Install dependencies", seconds: 134 },
  { name: "Lint", seconds: 65 },
  { name: "Unit tests", seconds: 252 },
  { name: "Build", seconds: 207 },
  { name: "Integration tests", seconds: 452 },
  { name: "Deploy to staging", seconds: 108 },
];

function duration(totalSeconds: number) {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}m ${String(seconds).padStart(2, "0")}s`;
}

const W = 720;
const LABEL_W = 170;
const RIGHT = 20;
const ROW = 38;
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
            <rect className="bar-last" role="img"
              x={LABEL_W} y={rowY + 8} width={x(s.seconds) - LABEL_W} height={ROW - 16} rx={3}>
              <title>{`${s.name}: ${duration(s.seconds)}`}</title>
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
  return (
    <main>
      <h1>Pipeline duration: main branch</h1>
      <p className="meta">Latest CI run of the main branch, stages in the order they run.</p>
      <section aria-labelledby="stages-heading">
        <h2 id="stages-heading">Stage durations</h2>
        <p className="total">Total: {duration(total)}</p>
        <StageChart stages={STAGES} />
      </section>
    </main>
  );
}
