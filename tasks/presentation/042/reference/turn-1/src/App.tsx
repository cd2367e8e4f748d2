import "./styles.css";

type Line = { name: string; offered: number; answered: number; within60: number };

// Eight weeks, Monday 21 September to Sunday 15 November 2026.
const LINES: Line[] = [
  { name: "Council tax", offered: 9412, answered: 8970, within60: 7176 },
  { name: "Waste and recycling", offered: 12306, answered: 11950, within60: 10516 },
  { name: "Housing repairs", offered: 7845, answered: 6902, within60: 4712 },
  { name: "Parking and permits", offered: 3118, answered: 3047, within60: 2593 },
  { name: "Benefits", offered: 5260, answered: 4811, within60: 3827 },
];

const sumOf = (f: (l: Line) => number) => LINES.reduce((a, l) => a + f(l), 0);
const ALL = {
  offered: sumOf((l) => l.offered),
  answered: sumOf((l) => l.answered),
  within60: sumOf((l) => l.within60),
};

const groupDigits = (s: string) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const count = (n: number) => groupDigits(String(n));
function oneDp(v: number): string {
  const [i, d] = (Math.round(v * 10 + 1e-7) / 10).toFixed(1).split(".");
  return `${groupDigits(i)}.${d}`;
}
const share = (part: number, whole: number) => `${oneDp((part / whole) * 100)}%`;
const abandoned = (l: { offered: number; answered: number }) => share(l.offered - l.answered, l.offered);
const fastShare = (l: { answered: number; within60: number }) => share(l.within60, l.answered);
const meets = (l: Line) => Number(oneDp((l.within60 / l.answered) * 100)) >= 80;
const rows = [...LINES].sort((a, b) => b.offered - a.offered);
const metCount = LINES.filter(meets).length;

function LinesSection() {
  return (
    <section className="block" aria-labelledby="lines-h">
      <h2 id="lines-h">Service lines</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Service line</th>
            <th scope="col" className="n">Calls offered</th>
            <th scope="col" className="n">Calls answered</th>
            <th scope="col" className="n">Abandoned</th>
            <th scope="col" className="n">Within 60 seconds</th>
            <th scope="col">Target</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr key={l.name}>
              <td>{l.name}</td>
              <td className="n">{count(l.offered)}</td>
              <td className="n">{count(l.answered)}</td>
              <td className="n">{abandoned(l)}</td>
              <td className="n">{fastShare(l)}</td>
              <td className={meets(l) ? "met" : "missed"}>{meets(l) ? "Met" : "Missed"}</td>
            </tr>
          ))}
          <tr className="sum">
            <td>All lines</td>
            <td className="n">{count(ALL.offered)}</td>
            <td className="n">{count(ALL.answered)}</td>
            <td className="n">{abandoned(ALL)}</td>
            <td className="n">{fastShare(ALL)}</td>
            <td></td>
          </tr>
        </tbody>
      </table>
      <p className="summary">Lines meeting the 80% target: {metCount} of 5</p>
    </section>
  );
}

export default function App() {
  return (
    <main className="page">
      <h1>Dunmere Council contact centre: call answering, 21 September to 15 November 2026</h1>
      <LinesSection />
    </main>
  );
}
