import BarChart from "./BarChart";
import "./styles.css";

const QUARTERS = ["Q1", "Q2", "Q3", "Q4"] as const;

const SPENDING: Record<string, number[]> = {
  Housing: [5400.0, 5400.0, 5550.0, 5550.0],
  Groceries: [2130.55, 2248.1, 2310.75, 2604.9],
  Transport: [1240.8, 1105.35, 1389.2, 812.45],
  Utilities: [980.25, 742.6, 912.6, 1108.3],
  Leisure: [760.4, 1315.9, 1742.85, 1420.15],
};

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const money = (n: number) => usd.format(n);
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

export default function App() {
  const quarterTotals = QUARTERS.map((_, i) => Object.values(SPENDING).reduce((sum, row) => sum + row[i], 0));
  const yearTotal = quarterTotals.reduce((sum, n) => sum + n, 0);

  return (
    <main>
      <h1>Okafor household spending 2024</h1>
      <section aria-labelledby="quarterly-heading">
        <h2 id="quarterly-heading">Quarterly totals</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Quarter</th>
              <th scope="col">Total spending</th>
              <th scope="col">Share of year</th>
            </tr>
          </thead>
          <tbody>
            {QUARTERS.map((q, i) => (
              <tr key={q}>
                <td>{q}</td>
                <td>{money(quarterTotals[i])}</td>
                <td>{pct(quarterTotals[i], yearTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="total">Year total: {money(yearTotal)}</p>
      </section>
      <section aria-labelledby="chart-heading">
        <h2 id="chart-heading">Spending by quarter</h2>
        <BarChart
          categories={QUARTERS}
          series={[{ name: "Spending 2024", suffix: "", values: quarterTotals, color: "#2f6fd6" }]}
          axisLabel="Spending (USD)"
          format={money}
          max={15000}
          step={5000}
        />
      </section>
    </main>
  );
}
