import "./styles.css";
import { landings } from "./data";
import { byValueDesc } from "./stats";
import LandingsTable from "./LandingsTable";

export default function App() {
  const rows = byValueDesc(landings);
  return (
    <main className="report">
      <h1>Carrick Sound landings, Q3 2026</h1>
      <LandingsTable rows={rows} />
    </main>
  );
}
