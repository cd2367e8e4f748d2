import "./styles.css";

type Group = { group: string; donations: number };

// Whole-blood donations, January to June 2026, by the donor's blood group.
const GROUPS: Group[] = [
  { group: "O+", donations: 3918 },
  { group: "A+", donations: 3377 },
  { group: "B+", donations: 921 },
  { group: "O-", donations: 702 },
  { group: "A-", donations: 689 },
  { group: "AB+", donations: 314 },
  { group: "B-", donations: 167 },
  { group: "AB-", donations: 86 },
];

const count = (n: number) => n.toLocaleString("en-US");

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

export default function App() {
  const byDonations = [...GROUPS].sort((a, b) => b.donations - a.donations);
  const total = GROUPS.reduce((sum, g) => sum + g.donations, 0);
  return (
    <main>
      <h1>Corran Valley donor sessions, January to June 2026</h1>
      <p className="lede">Whole-blood donations collected at mobile donor sessions across the region.</p>
      <section className="card" aria-labelledby="groups-heading">
        <h2 id="groups-heading">Donations by blood group</h2>
        <DonationsChart groups={byDonations} />
        <p className="fact">Total donations: {count(total)}</p>
      </section>
    </main>
  );
}
