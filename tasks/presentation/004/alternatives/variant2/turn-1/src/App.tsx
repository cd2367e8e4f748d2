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

function StockTable({ rows }: { rows: Vaccine[] }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Vaccine</th>
          <th scope="col">Doses on hand</th>
          <th scope="col">Weekly use (doses)</th>
          <th scope="col">Weeks of supply</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((v) => (
          <tr key={v.name}>
            <td>{v.name}</td>
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
  return (
    <main>
      <h1>Vaccine stock summary</h1>
      <p className="count-date">Northside Community Health Clinic · Monday stock count</p>
      <section aria-labelledby="stock-heading">
        <h2 id="stock-heading">Stock on hand</h2>
        <StockTable rows={STOCK} />
      </section>
    </main>
  );
}
