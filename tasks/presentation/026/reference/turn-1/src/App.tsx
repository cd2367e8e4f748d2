import "./styles.css";

type SessionType = { name: string; sessions: number; swims: number };

// October 2026 at the main pool.
const TYPES: SessionType[] = [
  { name: "Early lanes", sessions: 62, swims: 706 },
  { name: "Public swim", sessions: 48, swims: 3072 },
  { name: "Aqua fit", sessions: 26, swims: 598 },
  { name: "Swim lessons", sessions: 120, swims: 1294 },
  { name: "Family splash", sessions: 18, swims: 432 },
  { name: "Club training", sessions: 40, swims: 1412 },
];

const count = (n: number) => n.toLocaleString("en-US");
const avg = (swims: number, sessions: number) => (swims / sessions).toFixed(1);

const TOTAL_SESSIONS = TYPES.reduce((sum, t) => sum + t.sessions, 0);
const TOTAL_SWIMS = TYPES.reduce((sum, t) => sum + t.swims, 0);
const bySwims = [...TYPES].sort((a, b) => b.swims - a.swims);

function SessionTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Session type</th>
          <th scope="col" className="num">Sessions</th>
          <th scope="col" className="num">Swims</th>
          <th scope="col" className="num">Average swims</th>
        </tr>
      </thead>
      <tbody>
        {bySwims.map((t) => (
          <tr key={t.name}>
            <td>{t.name}</td>
            <td className="num">{count(t.sessions)}</td>
            <td className="num">{count(t.swims)}</td>
            <td className="num">{avg(t.swims, t.sessions)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All sessions</td>
          <td className="num">{count(TOTAL_SESSIONS)}</td>
          <td className="num">{count(TOTAL_SWIMS)}</td>
          {/* All swims over all sessions, not the average of the six averages. */}
          <td className="num">{avg(TOTAL_SWIMS, TOTAL_SESSIONS)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Larkhill Road pool attendance, October 2026</h1>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <SessionTable />
      </section>
    </main>
  );
}
