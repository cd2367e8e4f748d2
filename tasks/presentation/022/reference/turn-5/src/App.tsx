import "./styles.css";

type Faculty = { name: string; applications: number; offers: number; accepted: number; rate2025: number };

// 2026 undergraduate admissions cycle.
const FACULTIES: Faculty[] = [
  { name: "Arts and Humanities", applications: 8412, offers: 5263, accepted: 1684, rate2025: 60.1 },
  { name: "Engineering", applications: 11236, offers: 7921, accepted: 2036, rate2025: 68.9 }, // offers corrected
  { name: "Health Sciences", applications: 9870, offers: 3208, accepted: 1490, rate2025: 32.5 },
  { name: "Law", applications: 6545, offers: 2617, accepted: 1392, rate2025: 41.5 }, // acceptances corrected
  { name: "Natural Sciences", applications: 7318, offers: 5124, accepted: 1867, rate2025: 67.2 },
];

const TOTAL_APPS = FACULTIES.reduce((sum, f) => sum + f.applications, 0);
const TOTAL_OFFERS = FACULTIES.reduce((sum, f) => sum + f.offers, 0);
const count = (n: number) => n.toLocaleString("en-US");
const rate = (part: number, whole: number) => (part / whole) * 100;
const pct = (v: number) => `${v.toFixed(1)}%`;
const ALL_2025 = 52.0;
// The change subtracts the one-decimal rate shown in the table.
const shown = (v: number) => Number(v.toFixed(1));
const points = (now: number, before: number) => {
  const v = shown(now) - before;
  const text = Math.abs(v).toFixed(1);
  return `${v < 0 && text !== "0.0" ? "-" : "+"}${text} pts`;
};

const W = 680;
const H = 320;
const PAD = { left: 70, right: 20, top: 16, bottom: 40 };
const TICKS = [0, 500, 1000, 1500, 2000, 2500];
const TOP = 2500;

function AcceptanceChart({ faculties }: { faculties: Faculty[] }) {
  const bars = [...faculties].sort((a, b) => a.name.localeCompare(b.name));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / bars.length;
  const y = (v: number) => PAD.top + plotH - (v / TOP) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of acceptances per faculty">
      {TICKS.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="grid" />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{count(t)}</text>
        </g>
      ))}
      {bars.map((f, i) => {
        const x = PAD.left + i * slot + slot * 0.15;
        return (
          <g key={f.name}>
            <rect className="bar" role="img" aria-label={`${f.name}: ${count(f.accepted)} acceptances`}
              x={x} y={y(f.accepted)} width={slot * 0.7} height={y(0) - y(f.accepted)} />
            <text className="tick" x={x + slot * 0.35} y={H - PAD.bottom + 18} textAnchor="middle">{f.name}</text>
          </g>
        );
      })}
      <text className="axis-label" transform={`translate(14 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Acceptances
      </text>
    </svg>
  );
}

type OpenDay = { date: [number, number]; campus: string; registered: number; attended: number };

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

// [month (1-12), day]
const OPEN_DAYS: OpenDay[] = [
  { date: [3, 14], campus: "Northgate", registered: 1250, attended: 960 }, // corrected
  { date: [3, 28], campus: "Riverside", registered: 940, attended: 817 },
  { date: [4, 18], campus: "Northgate", registered: 1420, attended: 1093 },
  { date: [5, 9], campus: "Medical School", registered: 610, attended: 534 },
  { date: [6, 20], campus: "Riverside", registered: 1085, attended: 791 },
  { date: [7, 11], campus: "Northgate", registered: 1560, attended: 1229 },
];

const BELOW = 80;
const attendance = (d: OpenDay) => rate(d.attended, d.registered);
const dateText = ([month, day]: [number, number]) => `${day} ${MONTH_NAMES[month - 1]}`;

function OpenDayTable() {
  const rows = [...OPEN_DAYS].sort((a, b) => attendance(a) - attendance(b));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Campus</th>
          <th scope="col" className="num">Registered</th>
          <th scope="col" className="num">Attended</th>
          <th scope="col" className="num">Attendance</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => (
          <tr key={dateText(d.date)}>
            <td>{dateText(d.date)}</td>
            <td>{d.campus}</td>
            <td className="num">{count(d.registered)}</td>
            <td className="num">{count(d.attended)}</td>
            <td className="num">{pct(attendance(d))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FacultyTable() {
  const rows = [...FACULTIES].sort((a, b) => rate(a.offers, a.applications) - rate(b.offers, b.applications));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Faculty</th>
          <th scope="col" className="num">Applications</th>
          <th scope="col" className="num">Offers</th>
          <th scope="col" className="num">Offer rate</th>
          <th scope="col" className="num">Change on 2025</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((f) => (
          <tr key={f.name}>
            <td>{f.name}</td>
            <td className="num">{count(f.applications)}</td>
            <td className="num">{count(f.offers)}</td>
            <td className="num">{pct(rate(f.offers, f.applications))}</td>
            <td className="num">{points(rate(f.offers, f.applications), f.rate2025)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All faculties</td>
          <td className="num">{count(TOTAL_APPS)}</td>
          <td className="num">{count(TOTAL_OFFERS)}</td>
          <td className="num">{pct(rate(TOTAL_OFFERS, TOTAL_APPS))}</td>
          <td className="num">{points(rate(TOTAL_OFFERS, TOTAL_APPS), ALL_2025)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  const best = FACULTIES.reduce((top, f) => (rate(f.accepted, f.offers) > rate(top.accepted, top.offers) ? f : top), FACULTIES[0]);
  const bestLine = `Highest acceptance rate: ${best.name} (${pct(rate(best.accepted, best.offers))} of offers)`;
  const belowCount = OPEN_DAYS.filter((d) => Number(attendance(d).toFixed(1)) < BELOW).length;
  const totalAttended = OPEN_DAYS.reduce((sum, d) => sum + d.attended, 0);
  return (
    <main>
      <h1>Harrowgate University admissions 2026</h1>
      <section aria-labelledby="glance-heading">
        <h2 id="glance-heading">Admissions at a glance</h2>
        <ul className="glance">
          <li>Total applications: {count(TOTAL_APPS)}</li>
          <li>Overall offer rate: {pct(rate(TOTAL_OFFERS, TOTAL_APPS))}</li>
          <li>{bestLine}</li>
        </ul>
      </section>
      <section aria-labelledby="faculties-heading">
        <h2 id="faculties-heading">Faculties</h2>
        <FacultyTable />
      </section>
      <section aria-labelledby="acceptances-heading">
        <h2 id="acceptances-heading">Acceptances</h2>
        <AcceptanceChart faculties={FACULTIES} />
        <ul className="facts">
          <li>{bestLine}</li>
        </ul>
      </section>
      <section aria-labelledby="open-days-heading">
        <h2 id="open-days-heading">Open days</h2>
        <OpenDayTable />
        <ul className="facts">
          <li>Days below {BELOW}% attendance: {belowCount} of {OPEN_DAYS.length}</li>
          <li>Total attended: {count(totalAttended)}</li>
        </ul>
      </section>
    </main>
  );
}
