import "./styles.css";

type Group = { group: string; donations: number; units: number; dailyIssue: number };

// Whole-blood donations, January to June 2026, by the donor's blood group, and today's stock:
// units in stock and the average units issued per day.
const GROUPS: Group[] = [
  { group: "O+", donations: 3918, units: 1392, dailyIssue: 214 },
  { group: "A+", donations: 3377, units: 1030, dailyIssue: 166 },
  { group: "B+", donations: 921, units: 261, dailyIssue: 45 },
  { group: "O-", donations: 702, units: 212, dailyIssue: 38 },
  { group: "A-", donations: 689, units: 180, dailyIssue: 30 },
  { group: "AB+", donations: 314, units: 96, dailyIssue: 14 },
  { group: "B-", donations: 167, units: 60, dailyIssue: 11 },
  { group: "AB-", donations: 86, units: 41, dailyIssue: 6 },
];

type Month = { month: string; sessions: number; donations: number };

// Donor sessions held and donations taken each month.
const MONTHS: Month[] = [
  { month: "January", sessions: 52, donations: 1583 },
  { month: "February", sessions: 48, donations: 1472 },
  { month: "March", sessions: 61, donations: 1896 },
  { month: "April", sessions: 55, donations: 1664 },
  { month: "May", sessions: 58, donations: 1757 },
  { month: "June", sessions: 54, donations: 1802 },
];

const TARGET_DAYS = 6;

const count = (n: number) => n.toLocaleString("en-US");
const stockDays = (g: Group) => g.units / g.dailyIssue;
const belowTarget = (g: Group) => stockDays(g) < TARGET_DAYS;
const perSession = (donations: number, sessions: number) => (donations / sessions).toFixed(1);

const W = 720;
const ROW = 34;
const PAD = { left: 64, right: 90, top: 10, bottom: 56 };
const AXIS_MAX = 4000;
const TICKS = [0, 1000, 2000, 3000, 4000];

function DonationsChart({ groups }: { groups: Group[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = groups.length * ROW;
  const H = PAD.top + plotH + PAD.bottom;
  const x = (v: number) => PAD.left + (v / AXIS_MAX) * plotW;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Horizontal bar chart of donations by blood group">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={x(t)} x2={x(t)} y1={PAD.top} y2={PAD.top + plotH} />
          <text className="tick" x={x(t)} y={PAD.top + plotH + 18} textAnchor="middle">{count(t)}</text>
        </g>
      ))}
      {groups.map((g, i) => {
        const y = PAD.top + i * ROW + 6;
        return (
          <g key={g.group}>
            <text className="cat" x={PAD.left - 10} y={y + 16} textAnchor="end">{g.group}</text>
            <rect className="bar" role="img" aria-label={`${g.group}: ${count(g.donations)} donations`}
              x={x(0)} y={y} width={x(g.donations) - x(0)} height={ROW - 12} />
            <text className="tick" x={x(g.donations) + 6} y={y + 16}>{count(g.donations)}</text>
          </g>
        );
      })}
      <text className="axis-label" x={PAD.left + plotW / 2} y={PAD.top + plotH + 44} textAnchor="middle">Donations</text>
    </svg>
  );
}

function MonthlyTable({ months }: { months: Month[] }) {
  const sessions = months.reduce((sum, m) => sum + m.sessions, 0);
  const donations = months.reduce((sum, m) => sum + m.donations, 0);
  return (
    <table>
      <thead>
        <tr><th scope="col">Month</th><th scope="col">Sessions</th><th scope="col">Donations</th><th scope="col">Donations per session</th></tr>
      </thead>
      <tbody>
        {months.map((m) => (
          <tr key={m.month}>
            <td>{m.month}</td><td>{count(m.sessions)}</td><td>{count(m.donations)}</td><td>{perSession(m.donations, m.sessions)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>January to June</td><td>{count(sessions)}</td><td>{count(donations)}</td><td>{perSession(donations, sessions)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function StockTable({ groups }: { groups: Group[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Blood group</th><th scope="col">Units in stock</th><th scope="col">Daily issue (units)</th>
          <th scope="col">Stock days</th><th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((g) => (
          <tr key={g.group}>
            <td>{g.group}</td><td>{count(g.units)}</td><td>{count(g.dailyIssue)}</td><td>{stockDays(g).toFixed(1)}</td>
            <td className={belowTarget(g) ? "below" : "ok"}>{belowTarget(g) ? "Below target" : "On target"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function App() {
  const byDonations = [...GROUPS].sort((a, b) => b.donations - a.donations);
  const total = GROUPS.reduce((sum, g) => sum + g.donations, 0);
  const below = GROUPS.filter(belowTarget).length;
  const busiest = MONTHS.reduce((top, m) => (m.donations > top.donations ? m : top), MONTHS[0]);
  return (
    <main>
      <h1>Corran Valley donor sessions, January to June 2026</h1>
      <p className="lede">Whole-blood donations collected at mobile donor sessions across the region.</p>
      <section className="card" aria-labelledby="groups-heading">
        <h2 id="groups-heading">Donations by blood group</h2>
        <DonationsChart groups={byDonations} />
        <p className="fact">Total donations: {count(total)}</p>
      </section>
      <section className="card" aria-labelledby="monthly-heading">
        <h2 id="monthly-heading">Monthly sessions</h2>
        <MonthlyTable months={MONTHS} />
        <p className="fact">Busiest month: {busiest.month} ({count(busiest.donations)} donations)</p>
      </section>
      <section className="card" aria-labelledby="stock-heading">
        <h2 id="stock-heading">Stock position</h2>
        <p className="count">Groups below target: {below} of {GROUPS.length}</p>
        <StockTable groups={byDonations} />
      </section>
    </main>
  );
}
