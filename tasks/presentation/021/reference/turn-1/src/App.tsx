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
  return (
    <main>
      <h1>Port of Kestrelhaven Q3 2026</h1>
      <section aria-labelledby="terminals-heading">
        <h2 id="terminals-heading">Terminals</h2>
        <TerminalTable />
      </section>
    </main>
  );
}
