import "./styles.css";
import ShowsTable, { audience } from "./ShowsTable";
import MonthlyChart from "./MonthlyChart";
import { MONTHS, SHOWS, sum, total } from "./shows";
import { percent, thousands } from "./fmt";

function MonthlyPanel() {
  const busiest = MONTHS.reduce((best, m) => (total(m) > total(best) ? m : best));
  const school = sum(SHOWS, (s) => s.school);
  const all = sum(SHOWS, total);
  return (
    <div className="panel">
      <h2>Monthly visitors</h2>
      <MonthlyChart />
      <div className="summary">
        <p>Busiest month: {busiest.name} ({thousands(total(busiest))} visitors)</p>
        <p>School groups: {percent(school, all)} of all visitors</p>
      </div>
    </div>
  );
}

export default function App() {
  return (
    <div className="page">
      <h1>Orrin Point Planetarium attendance, September to December 2026</h1>
      <MonthlyPanel />
      <div className="panel">
        <h2>Shows</h2>
        <ShowsTable />
        <div className="summary">
          <p>Mostly schools: {SHOWS.filter((s) => audience(s) === "Mostly schools").length} of {SHOWS.length} shows</p>
          <p>Mostly public: {SHOWS.filter((s) => audience(s) === "Mostly public").length} of {SHOWS.length} shows</p>
          <p>Shows with more visitors than in 2025: {SHOWS.filter((s) => total(s) > s.lastSeason).length} of {SHOWS.length}</p>
        </div>
      </div>
    </div>
  );
}
