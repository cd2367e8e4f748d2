import "./styles.css";
import { stations } from "./data";
import StationsTable from "./StationsTable";
import IncidentsChart from "./IncidentsChart";

export default function App() {
  return (
    <main className="page">
      <h1>Westmarch Fire and Rescue response times, July to September 2026</h1>
      <StationsTable list={stations} />
      <IncidentsChart list={stations} />
    </main>
  );
}
