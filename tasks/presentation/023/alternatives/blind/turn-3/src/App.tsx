import ReplantingTable from "./ReplantingTable";
import SpeciesChart from "./SpeciesChart";
import WardsTable from "./WardsTable";
import { pct, pounds } from "./format";
import { SPECIES, mostPlanted, shareOfTrees } from "./species";
import { WARDS, totalReplantingCost, wardsMeetingTarget } from "./wards";
import "./report.css";

export default function App() {
  const top = mostPlanted(SPECIES);
  return (
    <main className="report">
      <h1>Brenmouth street trees 2024-25</h1>
      <section className="panel" aria-labelledby="wards-heading">
        <h2 id="wards-heading">Wards</h2>
        <p className="note">
          Survival is the trees alive after one year divided by the trees planted. The target is a survival of at least
          85.0%.
        </p>
        <WardsTable wards={WARDS} />
        <p className="summary">
          Wards meeting the target: {wardsMeetingTarget(WARDS)} of {WARDS.length}
        </p>
      </section>
      <section className="panel" aria-labelledby="species-heading">
        <h2 id="species-heading">Species mix</h2>
        <p className="note">Trees planted per species, all wards together.</p>
        <SpeciesChart species={SPECIES} labelledBy="species-heading" />
        <p className="summary">
          Most planted: {top.name} ({pct(shareOfTrees(top, SPECIES))} of trees)
        </p>
      </section>
      <section className="panel" aria-labelledby="replanting-heading">
        <h2 id="replanting-heading">Replanting</h2>
        <p className="note">Trees lost is the trees planted minus the trees alive; each replacement tree costs £215.</p>
        <ReplantingTable wards={WARDS} />
        <p className="summary">Total replanting cost: {pounds(totalReplantingCost(WARDS))}</p>
      </section>
    </main>
  );
}
