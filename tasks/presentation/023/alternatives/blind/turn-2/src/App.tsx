import SpeciesChart from "./SpeciesChart";
import WardsTable from "./WardsTable";
import { pct } from "./format";
import { SPECIES, mostPlanted, shareOfTrees } from "./species";
import { WARDS } from "./wards";
import "./report.css";

export default function App() {
  const top = mostPlanted(SPECIES);
  return (
    <main className="report">
      <h1>Brenmouth street trees 2024-25</h1>
      <section className="panel" aria-labelledby="wards-heading">
        <h2 id="wards-heading">Wards</h2>
        <p className="note">Survival is the trees alive after one year divided by the trees planted.</p>
        <WardsTable wards={WARDS} />
      </section>
      <section className="panel" aria-labelledby="species-heading">
        <h2 id="species-heading">Species mix</h2>
        <p className="note">Trees planted per species, all wards together.</p>
        <SpeciesChart species={SPECIES} labelledBy="species-heading" />
        <p className="summary">
          Most planted: {top.name} ({pct(shareOfTrees(top, SPECIES))} of trees)
        </p>
      </section>
    </main>
  );
}
