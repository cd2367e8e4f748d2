import "./styles.css";
import { landings } from "./data";
import { bySpeciesName, byValueDesc } from "./stats";
import AtAGlance from "./AtAGlance";
import LandingsTable from "./LandingsTable";
import ValueChart from "./ValueChart";

export default function App() {
  const tableRows = bySpeciesName(landings);
  const chartBars = byValueDesc(landings);
  return (
    <main className="report">
      <h1>Carrick Sound landings, Q3 2026</h1>
      <AtAGlance rows={landings} />
      <LandingsTable rows={tableRows} />
      <ValueChart bars={chartBars} />
    </main>
  );
}
