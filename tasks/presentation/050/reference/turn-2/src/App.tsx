import "./styles.css";

type Parish = { name: string; planned: number; connected: number };

// 2026: premises planned to be connected and premises actually connected, per parish.
const PARISHES: Parish[] = [
  { name: "Ashby Moor", planned: 730, connected: 702 },
  { name: "Brackenthwaite", planned: 640, connected: 640 },
  { name: "Carrow Fell", planned: 380, connected: 361 },
  { name: "Dunmere", planned: 910, connected: 842 },
  { name: "Elderholm", planned: 600, connected: 671 },
  { name: "Fosswick", planned: 275, connected: 236 },
];

const ALL_PLANNED = PARISHES.reduce((acc, p) => acc + p.planned, 0);
const ALL_CONNECTED = PARISHES.reduce((acc, p) => acc + p.connected, 0);

const count = (n: number) => n.toLocaleString("en-US");
// One decimal, rounded half up on the tenth.
const oneDecimal = (v: number) => (Math.round(v * 10 + 1e-9) / 10).toFixed(1);
const againstPlan = (connected: number, planned: number) => oneDecimal((connected / planned) * 100);
// Judged on the figure as shown.
const status = (connected: number, planned: number) => {
  const shown = Number(againstPlan(connected, planned));
  return shown >= 100 ? "Ahead" : shown >= 95 ? "On track" : "Behind";
};

const byConnected = [...PARISHES].sort((a, b) => b.connected - a.connected);

const W = 720;
const ROW = 44;
const PAD = { left: 130, right: 30, top: 12, bottom: 58 };
const TOP = 120;
const TICKS = [0, 20, 40, 60, 80, 100, 120];

function PlanChart({ parishes }: { parishes: Parish[] }) {
  const plotW = W - PAD.left - PAD.right;
  const H = PAD.top + parishes.length * ROW + PAD.bottom;
  const x = (v: number) => PAD.left + (v / TOP) * plotW;
  const base = PAD.top + parishes.length * ROW;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" aria-label="Bar chart of premises connected against plan per parish">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={x(t)} x2={x(t)} y1={PAD.top} y2={base} />
          <text className="tick" x={x(t)} y={base + 18} textAnchor="middle">{t}%</text>
        </g>
      ))}
      {parishes.map((p, i) => {
        const y = PAD.top + i * ROW + 8;
        const shown = againstPlan(p.connected, p.planned);
        return (
          <g key={p.name}>
            <text className="bar-label" x={PAD.left - 10} y={y + 19} textAnchor="end">{p.name}</text>
            <rect className="bar" role="img" aria-label={`${p.name}: ${shown}% of plan`}
              x={x(0)} y={y} width={x(Number(shown)) - x(0)} height={ROW - 16} />
          </g>
        );
      })}
      <text className="axis-title" x={PAD.left + plotW / 2} y={H - 10} textAnchor="middle">Percent of plan</text>
    </svg>
  );
}

function ChartSection() {
  const byFigure = [...PARISHES].sort((a, b) => b.connected / b.planned - a.connected / a.planned);
  const ahead = byFigure[0];
  const behind = byFigure[byFigure.length - 1];
  return (
    <section aria-labelledby="chart-heading">
      <h2 id="chart-heading">Against plan by parish</h2>
      <PlanChart parishes={byFigure} />
      <p className="line">Furthest ahead: {ahead.name} ({againstPlan(ahead.connected, ahead.planned)}% of plan)</p>
      <p className="line">Furthest behind: {behind.name} ({againstPlan(behind.connected, behind.planned)}% of plan)</p>
    </section>
  );
}

function ParishSection() {
  return (
    <section aria-labelledby="parishes-heading">
      <h2 id="parishes-heading">Parishes</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Parish</th>
            <th scope="col" className="num">Planned</th>
            <th scope="col" className="num">Connected</th>
            <th scope="col" className="num">Against plan</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {byConnected.map((p) => (
            <tr key={p.name}>
              <td>{p.name}</td>
              <td className="num">{count(p.planned)}</td>
              <td className="num">{count(p.connected)}</td>
              <td className="num">{againstPlan(p.connected, p.planned)}%</td>
              <td>{status(p.connected, p.planned)}</td>
            </tr>
          ))}
          <tr className="total">
            <td>All parishes</td>
            <td className="num">{count(ALL_PLANNED)}</td>
            <td className="num">{count(ALL_CONNECTED)}</td>
            <td className="num">{againstPlan(ALL_CONNECTED, ALL_PLANNED)}%</td>
            <td>{status(ALL_CONNECTED, ALL_PLANNED)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Fellside Fibre rollout, 2026</h1>
      <ParishSection />
      <ChartSection />
    </main>
  );
}
