import RoundsTable from "./RoundsTable";
import TonnageChart from "./TonnageChart";
import { tonnes } from "./format";
import { MATERIALS, mostFirst, totalTenths } from "./materials";
import { ROUNDS, countOverLimit, highestKgPerHousehold, kgPerHouseholdTenths } from "./rounds";
import "./styles.css";

export default function App() {
  const highest = highestKgPerHousehold(ROUNDS);
  return (
    <main className="report">
      <h1>Larchfield recycling collections, July to September 2026</h1>
      <section className="panel" aria-labelledby="tonnage-heading">
        <h2 id="tonnage-heading">Tonnage by material</h2>
        <TonnageChart materials={mostFirst(MATERIALS)} labelledBy="tonnage-heading" />
        <p className="stat">Total collected: {tonnes(totalTenths(MATERIALS))} tonnes</p>
      </section>
      <section className="panel" aria-labelledby="rounds-heading">
        <h2 id="rounds-heading">Collection rounds</h2>
        <p className="note">Contamination limit: 8% of the tonnes collected.</p>
        <p className="stat stat-above">
          Rounds over the limit: {countOverLimit(ROUNDS)} of {ROUNDS.length}
        </p>
        <RoundsTable rounds={ROUNDS} />
        <p className="stat">
          Highest kg per household: {highest.name} ({tonnes(kgPerHouseholdTenths(highest.collected, highest.households))} kg)
        </p>
      </section>
    </main>
  );
}
