import "./styles.css";
import { exhibitions } from "./data";
import SeasonGlance from "./SeasonGlance";
import ExhibitionTable from "./ExhibitionTable";
import VisitorsChart from "./VisitorsChart";

export default function App() {
  return (
    <main className="page">
      <h1>Calderbrook City Museum: summer exhibitions 2026</h1>
      <SeasonGlance list={exhibitions} />
      <ExhibitionTable list={exhibitions} />
      <VisitorsChart list={exhibitions} />
    </main>
  );
}
