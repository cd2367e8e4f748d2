import "./styles.css";

type Terminal = { name: string; teu: number; calls: number };

// Third quarter 2026 (July to September).
const TERMINALS: Terminal[] = [
  { name: "North Quay", teu: 412380, calls: 214 },
  { name: "Basin Terminal", teu: 268945, calls: 162 },
  { name: "Westmark", teu: 351026, calls: 188 },
  { name: "Old Dock", teu: 97550, calls: 71 },
  { name: "Pier Nine", teu: 284730, calls: 119 }, // corrected
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
  { name: "Westmark", hours: 12.5 }, // corrected
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

type Stamp = [number, number, number]; // month (1-12), day, hour
type LongWait = { vessel: string; terminal: string; arrived: Stamp; berthed: Stamp };

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const LONG_WAITS: LongWait[] = [
  { vessel: "Marisol Crest", terminal: "Westmark", arrived: [7, 3, 22], berthed: [7, 6, 4] },
  { vessel: "Nordvik Trader", terminal: "North Quay", arrived: [7, 11, 8], berthed: [7, 13, 15] }, // corrected berthing time
  { vessel: "Amber Heron", terminal: "Westmark", arrived: [8, 2, 15], berthed: [8, 4, 9] },
  { vessel: "Cape Lindqvist", terminal: "Pier Nine", arrived: [8, 19, 20], berthed: [8, 22, 6] },
  { vessel: "Solent Meridian", terminal: "Basin Terminal", arrived: [8, 30, 11], berthed: [9, 1, 23] },
  { vessel: "Halvard Bay", terminal: "North Quay", arrived: [9, 17, 5], berthed: [9, 18, 19] },
];

const OVER = 48;
const hourNumber = ([month, day, hour]: Stamp) => Date.UTC(2026, month - 1, day, hour) / 3600000;
const hoursWaited = (w: LongWait) => Math.round(hourNumber(w.berthed) - hourNumber(w.arrived));
const stampText = ([month, day, hour]: Stamp) => `${day} ${MONTH_NAMES[month - 1]} ${String(hour).padStart(2, "0")}:00`;

function LongWaitTable() {
  const rows = [...LONG_WAITS].sort((a, b) => hoursWaited(b) - hoursWaited(a));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Vessel</th>
          <th scope="col">Terminal</th>
          <th scope="col">Arrived</th>
          <th scope="col">Berthed</th>
          <th scope="col" className="num">Hours waited</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((w) => (
          <tr key={w.vessel}>
            <td>{w.vessel}</td>
            <td>{w.terminal}</td>
            <td>{stampText(w.arrived)}</td>
            <td>{stampText(w.berthed)}</td>
            <td className="num">{hoursWaited(w)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
  const overCount = LONG_WAITS.filter((w) => hoursWaited(w) > OVER).length;
  const totalHours = LONG_WAITS.reduce((sum, w) => sum + hoursWaited(w), 0);
  const overLine = `Waits over ${OVER} hours: ${overCount} of ${LONG_WAITS.length}`;
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
      <section aria-labelledby="waits-heading">
        <h2 id="waits-heading">Long waits</h2>
        <LongWaitTable />
        <ul className="facts">
          <li>{overLine}</li>
          <li>Total hours waited: {totalHours}</li>
        </ul>
      </section>
    </main>
  );
}
