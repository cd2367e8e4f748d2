import "./styles.css";

type Week = { week: number; samples: number };

const WEEKS: Week[] = [
  { week: 1, samples: 1184 },
  { week: 2, samples: 1262 },
  { week: 3, samples: 1097 },
  { week: 4, samples: 1340 },
  { week: 5, samples: 1415 },
  { week: 6, samples: 1311 }, // corrected by QC (was under-counted)
  { week: 7, samples: 1502 },
  { week: 8, samples: 1376 },
];

type Instrument = { name: string; samples: number };

const INSTRUMENTS: Instrument[] = [
  { name: "iSeq 100", samples: 1009 },
  { name: "MiSeq", samples: 1560 }, // includes the 73 re-counted Week 6 samples
  { name: "NextSeq 2000", samples: 3106 },
  { name: "NovaSeq 6000", samples: 4812 },
];

const fmt = (n: number) => n.toLocaleString("en-US");
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

const W = 640;
const H = 300;
const PAD = { left: 64, right: 100, top: 16, bottom: 44 };
const MAX = 1600;
const TARGET = 1300;
const meetsTarget = (w: Week) => w.samples >= TARGET;

/** A bar with rounded top corners, drawn as a path from the baseline up. */
function barPath(x: number, top: number, width: number, bottom: number) {
  const r = Math.min(4, width / 2, bottom - top);
  return `M${x},${bottom} V${top + r} Q${x},${top} ${x + r},${top} H${x + width - r} Q${x + width},${top} ${x + width},${top + r} V${bottom} Z`;
}

function WeeklyChart({ weeks }: { weeks: Week[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / weeks.length;
  const y = (v: number) => PAD.top + plotH - (v / MAX) * plotH;
  const ticks = [0, 400, 800, 1200, 1600];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of samples processed per week">
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e1e5eb" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{fmt(t)}</text>
        </g>
      ))}
      {weeks.map((w, i) => {
        const x = PAD.left + i * slot + slot * 0.18;
        return (
          <g key={w.week}>
            <path className={meetsTarget(w) ? "bar" : "bar below"} role="img"
              aria-label={`Week ${w.week}: ${fmt(w.samples)} samples, ${meetsTarget(w) ? "at or above target" : "below target"}`}
              d={barPath(x, y(w.samples), slot * 0.64, y(0))} />
            <text className="tick" x={x + slot * 0.32} y={H - PAD.bottom + 18} textAnchor="middle">W{w.week}</text>
          </g>
        );
      })}
      <line className="target-line" x1={PAD.left} x2={W - PAD.right + 4} y1={y(TARGET)} y2={y(TARGET)} />
      <text className="target-label" x={W - PAD.right + 8} y={y(TARGET) + 4}>Target: {fmt(TARGET)}</text>
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Samples processed
      </text>
      <text className="axis-label" x={PAD.left + plotW / 2} y={H - 6} textAnchor="middle">Week of term</text>
    </svg>
  );
}

function InstrumentTable({ total }: { total: number }) {
  const rows = [...INSTRUMENTS].sort((a, b) => b.samples - a.samples);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Instrument</th>
          <th scope="col" className="num">Samples</th>
          <th scope="col" className="num">Share of total</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <td>{r.name}</td>
            <td className="num">{fmt(r.samples)}</td>
            <td className="num">{pct(r.samples, total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function signed(n: number) {
  if (n > 0) return `+${fmt(n)}`;
  if (n < 0) return `-${fmt(-n)}`;
  return "0";
}

function WeeklyDetail({ weeks }: { weeks: Week[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Week</th>
          <th scope="col" className="num">Samples</th>
          <th scope="col" className="num">Change vs previous week</th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((w, i) => (
          <tr key={w.week}>
            <td>Week {w.week}</td>
            <td className="num">{fmt(w.samples)}</td>
            <td className="num">{i === 0 ? "—" : signed(w.samples - weeks[i - 1].samples)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function App() {
  const total = WEEKS.reduce((s, w) => s + w.samples, 0);
  const busiest = WEEKS.reduce((best, w) => (w.samples > best.samples ? w : best), WEEKS[0]);
  return (
    <main>
      <h1>Sequencing core throughput</h1>
      <p className="lede">Samples processed by the core facility in the first eight weeks of spring term.</p>
      <section aria-labelledby="summary-heading">
        <h2 id="summary-heading">Summary</h2>
        <ul className="summary">
          <li>Total: {fmt(total)} samples</li>
          <li>Weeks at or above target: {WEEKS.filter(meetsTarget).length} of {WEEKS.length}</li>
          <li>Busiest week: Week {busiest.week} ({fmt(busiest.samples)} samples)</li>
        </ul>
      </section>
      <section aria-labelledby="weekly-heading">
        <h2 id="weekly-heading">Weekly samples</h2>
        <WeeklyChart weeks={WEEKS} />
      </section>
      <section aria-labelledby="detail-heading">
        <h2 id="detail-heading">Weekly detail</h2>
        <WeeklyDetail weeks={WEEKS} />
      </section>
      <section aria-labelledby="instrument-heading">
        <h2 id="instrument-heading">By instrument</h2>
        <InstrumentTable total={total} />
      </section>
    </main>
  );
}
