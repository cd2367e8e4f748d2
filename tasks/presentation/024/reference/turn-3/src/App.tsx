import "./styles.css";

type ComplaintType = { name: string; received: number; resolved: number; aprToJun: number };

// Complaints received from July to September 2026 and those resolved within 10 working days.
const TYPES: ComplaintType[] = [
  { name: "Billing", received: 1460, resolved: 1342, aprToJun: 1310 },
  { name: "Low pressure", received: 615, resolved: 548, aprToJun: 702 },
  { name: "Discoloured water", received: 388, resolved: 372, aprToJun: 350 },
  { name: "Leaks", received: 840, resolved: 756, aprToJun: 915 },
  { name: "Sewer flooding", received: 126, resolved: 97, aprToJun: 88 },
  { name: "Metering", received: 629, resolved: 563, aprToJun: 402 },
];

const TOTAL_RECEIVED = TYPES.reduce((sum, t) => sum + t.received, 0);
const TOTAL_RESOLVED = TYPES.reduce((sum, t) => sum + t.resolved, 0);
const count = (n: number) => n.toLocaleString("en-US");
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
const STANDARD = 0.9;
const meets = (received: number, resolved: number) => resolved >= STANDARD * received;
const PAYMENT = 30;
const MEETING = TYPES.filter((t) => meets(t.received, t.resolved)).length;

type Median = { name: string; days: number };

// Median working days to resolve a complaint, per type.
const MEDIANS: Median[] = [
  { name: "Billing", days: 4.5 },
  { name: "Low pressure", days: 6.0 },
  { name: "Discoloured water", days: 3.0 },
  { name: "Leaks", days: 7.5 },
  { name: "Sewer flooding", days: 12.0 },
  { name: "Metering", days: 8.0 },
];

const W = 800;
const H = 330;
const PAD = { left: 64, right: 20, top: 16, bottom: 44 };
const TICKS = [0, 2, 4, 6, 8, 10, 12, 14];
const TOP = 14;

function MedianChart({ medians }: { medians: Median[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / medians.length;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of median working days to resolve, per complaint type">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      {medians.map((m, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        return (
          <g key={m.name}>
            <rect className="bar" role="img" aria-label={`${m.name}: ${m.days.toFixed(1)} days`}
              x={x} y={y(m.days)} width={slot * 0.6} height={y(0) - y(m.days)} />
            <text className="tick" x={x + slot * 0.3} y={H - PAD.bottom + 18} textAnchor="middle">{m.name}</text>
          </g>
        );
      })}
      <text className="axis-label" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Working days
      </text>
    </svg>
  );
}

function TypeTable() {
  const rows = [...TYPES].sort((a, b) => b.received - a.received);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col" className="num">Received</th>
          <th scope="col" className="num">Resolved within 10 days</th>
          <th scope="col" className="num">On time</th>
          <th scope="col">Meets standard</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name}>
            <td>{t.name}</td>
            <td className="num">{count(t.received)}</td>
            <td className="num">{count(t.resolved)}</td>
            <td className="num">{pct(t.resolved, t.received)}</td>
            <td>{meets(t.received, t.resolved) ? "Yes" : "No"}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All complaints</td>
          <td className="num">{count(TOTAL_RECEIVED)}</td>
          <td className="num">{count(TOTAL_RESOLVED)}</td>
          <td className="num">{pct(TOTAL_RESOLVED, TOTAL_RECEIVED)}</td>
          <td>{meets(TOTAL_RECEIVED, TOTAL_RESOLVED) ? "Yes" : "No"}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const slowest = MEDIANS.reduce((top, m) => (m.days > top.days ? m : top), MEDIANS[0]);
  const late = TOTAL_RECEIVED - TOTAL_RESOLVED;
  return (
    <main>
      <h1>Kelvale Water complaints, July to September 2026</h1>
      <section aria-labelledby="types-heading">
        <h2 id="types-heading">Complaint types</h2>
        <TypeTable />
        <ul className="facts">
          <li>Types meeting the standard: {MEETING} of 6</li>
        </ul>
      </section>
      <section aria-labelledby="median-heading">
        <h2 id="median-heading">Median days to resolve</h2>
        <MedianChart medians={MEDIANS} />
        <ul className="facts">
          <li>Slowest type: {slowest.name} ({slowest.days.toFixed(1)} days)</li>
        </ul>
      </section>
      <section aria-labelledby="compensation-heading">
        <h2 id="compensation-heading">Compensation</h2>
        <ul className="facts">
          <li>Late complaints: {count(late)}</li>
          <li>Compensation due: £{count(late * PAYMENT)}</li>
        </ul>
      </section>
    </main>
  );
}
