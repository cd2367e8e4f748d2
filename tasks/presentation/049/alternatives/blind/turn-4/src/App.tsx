import ChartLines from "./ChartLines";
import { INCIDENT_TYPES, MONTHS } from "./data";
import IncidentTable from "./IncidentTable";
import LaunchChart from "./LaunchChart";
import MonthsTable from "./MonthsTable";
import "./styles.css";

export default function App() {
  const seasonLaunches = MONTHS.reduce((sum, m) => sum + m.launches, 0);

  return (
    <main className="page">
      <h1>Porthgarrow Lifeboat Station launches, April to September 2026</h1>

      <section className="card" aria-labelledby="months">
        <h2 id="months">Months</h2>
        <MonthsTable months={MONTHS} />
      </section>

      <section className="card" aria-labelledby="per-month">
        <h2 id="per-month">Launches per month</h2>
        <LaunchChart months={MONTHS} />
        <ChartLines months={MONTHS} />
      </section>

      <section className="card" aria-labelledby="incident-types">
        <h2 id="incident-types">Incident types</h2>
        <IncidentTable types={INCIDENT_TYPES} seasonLaunches={seasonLaunches} />
      </section>
    </main>
  );
}
