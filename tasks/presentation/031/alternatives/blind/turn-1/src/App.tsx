import "./styles.css";
import { airlines } from "./data";
import { byPassengersDesc } from "./stats";
import AirlinesTable from "./AirlinesTable";

export default function App() {
  const rows = byPassengersDesc(airlines);
  return (
    <main className="page">
      <h1>Carrickfell Airport passengers, October 2026</h1>
      <AirlinesTable rows={rows} />
    </main>
  );
}
