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
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.name}>
            <td>{t.name}</td>
            <td className="num">{count(t.received)}</td>
            <td className="num">{count(t.resolved)}</td>
            <td className="num">{pct(t.resolved, t.received)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All complaints</td>
          <td className="num">{count(TOTAL_RECEIVED)}</td>
          <td className="num">{count(TOTAL_RESOLVED)}</td>
          <td className="num">{pct(TOTAL_RESOLVED, TOTAL_RECEIVED)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Kelvale Water complaints, July to September 2026</h1>
      <section aria-labelledby="types-heading">
        <h2 id="types-heading">Complaint types</h2>
        <TypeTable />
      </section>
    </main>
  );
}
