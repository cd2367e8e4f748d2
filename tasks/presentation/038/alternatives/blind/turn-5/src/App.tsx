import "./styles.css";
import { CHARGERS } from "./data";
import ChargersTable from "./ChargersTable";
import EnergySection from "./EnergySection";
import AtAGlance from "./AtAGlance";
import TypeTable from "./TypeTable";

export default function App() {
  return (
    <main className="report">
      <h1>Brackenford Charging Hub: November 2026</h1>
      <AtAGlance chargers={CHARGERS} />
      <TypeTable chargers={CHARGERS} />
      <ChargersTable chargers={CHARGERS} />
      <EnergySection chargers={CHARGERS} />
    </main>
  );
}
