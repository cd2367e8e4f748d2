import "./styles.css";

type Vaccine = { name: string; onHand: number; weeklyUse: number };

const STOCK: Vaccine[] = [
  { name: "Influenza", onHand: 340, weeklyUse: 85 },
  { name: "Hepatitis B", onHand: 60, weeklyUse: 36 },
  { name: "MMR", onHand: 118, weeklyUse: 22 },
  { name: "Tdap", onHand: 74, weeklyUse: 41 },
  { name: "HPV", onHand: 96, weeklyUse: 18 },
  { name: "Pneumococcal (PCV20)", onHand: 45, weeklyUse: 13 },
  { name: "Varicella", onHand: 52, weeklyUse: 9 },
  { name: "COVID-19", onHand: 130, weeklyUse: 48 },
];

const weeksOfSupply = (v: Vaccine) => v.onHand / v.weeklyUse;
const oneDecimal = (n: number) => n.toFixed(1);
const fmt = (n: number) => n.toLocaleString("en-US");
const byUrgency = (a: Vaccine, b: Vaccine) => weeksOfSupply(a) - weeksOfSupply(b);

type Status = { label: string; tone: string };
function status(v: Vaccine): Status {
  const w = weeksOfSupply(v);
  if (w < 2) return { label: "Reorder now", tone: "reorder" };
  if (w < 3) return { label: "Low", tone: "low" };
  return { label: "OK", tone: "ok" };
}

function StockTable({ rows }: { rows: Vaccine[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Vaccine</th>
          <th scope="col">Status</th>
          <th scope="col">Doses on hand</th>
          <th scope="col">Weekly use (doses)</th>
          <th scope="col">Weeks of supply</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={v.name}>
            <td>{v.name}</td>
            <td className="status-cell"><span className={`badge ${status(v).tone}`}>{status(v).label}</span></td>
            <td>{fmt(v.onHand)}</td>
            <td>{fmt(v.weeklyUse)}</td>
            <td>{oneDecimal(weeksOfSupply(v))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function App() {
  const sorted = [...STOCK].sort(byUrgency);
  const reorderNow = STOCK.filter((v) => weeksOfSupply(v) < 2).length;
  return (
    <main>
      <h1>Vaccine stock summary</h1>
      <p className="count-date">Northside Community Health Clinic · Monday stock count</p>
      <section aria-labelledby="stock-heading">
        <h2 id="stock-heading">Stock on hand</h2>
        <p className="headline">Vaccines to reorder now: {reorderNow}</p>
        <StockTable rows={sorted} />
      </section>
    </main>
  );
}
