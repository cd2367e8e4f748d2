import "./report.css";
import { SPENDING_2024, sumCents, totalsByQuarter } from "./data";
import QuarterTable from "./QuarterTable";
import SpendingChart from "./SpendingChart";
import CategoryTable from "./CategoryTable";

export default function App() {
  const quarterTotals = totalsByQuarter(SPENDING_2024);
  const yearTotal = sumCents(quarterTotals);

  return (
    <main className="report">
      <h1>Okafor household spending 2024</h1>
      <p className="intro">
        Card and bank spending exported from the budgeting app, in US dollars, for the yearly money talk.
      </p>
      <QuarterTable quarterTotals={quarterTotals} yearTotal={yearTotal} />
      <SpendingChart quarterTotals={quarterTotals} />
      <CategoryTable categories={SPENDING_2024} yearTotal={yearTotal} />
    </main>
  );
}
