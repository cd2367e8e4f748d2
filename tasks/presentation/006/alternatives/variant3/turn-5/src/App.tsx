import './report.css';
import { QuarterTable } from './QuarterTable';
import { SpendingChart } from './SpendingChart';
import { CategoryTable } from './CategoryTable';
import { corrections } from './data';

export default function App() {
  return (
    <main className="report">
      <header className="report-head">
        <h1>Okafor household spending 2024</h1>
        <p className="lede">Card and bank spending from the budgeting app export, in US dollars.</p>
        {corrections.map((c) => (
          <p className="note" key={`${c.category}-${c.quarter}`}>
            Corrected by the bank: {c.reason}
          </p>
        ))}
      </header>
      <QuarterTable />
      <SpendingChart />
      <CategoryTable />
    </main>
  );
}
