import TonnageChart from "./TonnageChart";
import { tonnes } from "./format";
import { MATERIALS, mostFirst, totalTenths } from "./materials";
import "./styles.css";

export default function App() {
  return (
    <main className="report">
      <h1>Larchfield recycling collections, July to September 2026</h1>
      <section className="panel" aria-labelledby="tonnage-heading">
        <h2 id="tonnage-heading">Tonnage by material</h2>
        <TonnageChart materials={mostFirst(MATERIALS)} labelledBy="tonnage-heading" />
        <p className="stat">Total collected: {tonnes(totalTenths(MATERIALS))} tonnes</p>
      </section>
    </main>
  );
}
