import { MONTHS, SHOWS } from "./data";
import MonthlyChart from "./MonthlyChart";
import MonthlyLines from "./MonthlyLines";
import ShowsTable from "./ShowsTable";
import "./styles.css";

export default function App() {
  return (
    <main className="page">
      <h1>Orrin Point Planetarium attendance, September to December 2026</h1>

      <section className="card" aria-labelledby="shows">
        <h2 id="shows">Shows</h2>
        <ShowsTable shows={SHOWS} />
      </section>

      <section className="card" aria-labelledby="monthly">
        <h2 id="monthly">Monthly visitors</h2>
        <MonthlyChart months={MONTHS} />
        <MonthlyLines months={MONTHS} />
      </section>
    </main>
  );
}
