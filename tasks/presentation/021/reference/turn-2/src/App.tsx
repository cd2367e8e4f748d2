import "./styles.css";

type Terminal = { name: string; teu: number; calls: number };

// Third quarter 2026 (July to September).
const TERMINALS: Terminal[] = [
  { name: "North Quay", teu: 412380, calls: 214 },
  { name: "Basin Terminal", teu: 268945, calls: 162 },
  { name: "Westmark", teu: 351026, calls: 188 },
  { name: "Old Dock", teu: 97550, calls: 71 },
  { name: "Pier Nine", teu: 184730, calls: 119 },
];

const TOTAL_TEU = TERMINALS.reduce((sum, t) => sum + t.teu, 0);
const TOTAL_CALLS = TERMINALS.reduce((sum, t) => sum + t.calls, 0);
const count = (n: number) => n.toLocaleString("en-US");
const perCall = (teu: number, calls: number) => count(Math.round(teu / calls));

type Wait = { name: string; hours: number };

// Average berth waiting time per vessel call, hours.
const WAITS: Wait[] = [
  { name: "North Quay", hours: 14.2 },
  { name: "Basin Terminal", hours: 6.8 },
  { name: "Westmark", hours: 21.5 },
  { name: "Old Dock", hours: 3.1 },
  { name: "Pier Nine", hours: 9.7 },
];
const hoursText = (h: number) => h.toFixed(1);

const W = 680;
const H = 320;
const PAD = { left: 64, right: 20, top: 16, bottom: 40 };
const TICKS = [0, 5, 10, 15, 20, 25];
const TOP = 25;

function WaitChart({ waits }: { waits: Wait[] }) {
  const bars = [...waits].sort((a, b) => a.name.localeCompare(b.name));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / bars.length;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of average berth waiting hours per terminal">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      {bars.map((b, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        return (
          <g key={b.name}>
            <rect className="bar" role="img" aria-label={`${b.name}: ${hoursText(b.hours)} hours`}
              x={x} y={y(b.hours)} width={slot * 0.6} height={y(0) - y(b.hours)} />
            <text className="tick" x={x + slot * 0.3} y={H - PAD.bottom + 18} textAnchor="middle">{b.name}</text>
          </g>
        );
      })}
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Hours
      </text>
    </svg>
  );
}

function TerminalTable() {
  const rows = [...TERMINALS].sort((a, b) => b.teu - a.teu);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Terminal</th>
          <th scope="col" className="num">TEU handled</th>
          <th scope="col" className="num">Vessel calls</th>
          <th scope="col" className="num">TEU per call</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name}>
            <td>{t.name}</td>
            <td className="num">{count(t.teu)}</td>
            <td className="num">{count(t.calls)}</td>
            <td className="num">{perCall(t.teu, t.calls)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All terminals</td>
          <td className="num">{count(TOTAL_TEU)}</td>
          <td className="num">{count(TOTAL_CALLS)}</td>
          <td className="num">{perCall(TOTAL_TEU, TOTAL_CALLS)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const longest = WAITS.reduce((top, w) => (w.hours > top.hours ? w : top), WAITS[0]);
  const longestLine = `Longest wait: ${longest.name} (${hoursText(longest.hours)} hours)`;
  return (
    <main>
      <h1>Port of Kestrelhaven Q3 2026</h1>
      <section aria-labelledby="terminals-heading">
        <h2 id="terminals-heading">Terminals</h2>
        <TerminalTable />
      </section>
      <section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">Berth waiting</h2>
        <WaitChart waits={WAITS} />
        <ul className="facts">
          <li>{longestLine}</li>
        </ul>
      </section>
    </main>
  );
}
