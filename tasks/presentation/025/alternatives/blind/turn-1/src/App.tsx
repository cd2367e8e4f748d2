import "./styles.css";
import { turbines } from "./data";
import TurbineTable from "./TurbineTable";

export default function App() {
  return (
    <main className="page">
      <h1>Skelloch Moss turbine availability, September 2026</h1>
      <TurbineTable list={turbines} />
    </main>
  );
}
