import { MONTHS } from "./data";
import MonthsTable from "./MonthsTable";
import "./styles.css";

export default function App() {
  return (
    <main className="page">
      <h1>Porthgarrow Lifeboat Station launches, April to September 2026</h1>

      <section className="card" aria-labelledby="months">
        <h2 id="months">Months</h2>
        <MonthsTable months={MONTHS} />
      </section>
    </main>
  );
}
