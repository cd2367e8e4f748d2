import ReplantingTable from "./ReplantingTable";
import SpeciesChart from "./SpeciesChart";
import WardsTable from "./WardsTable";
import { count, pct, percentOf, pounds } from "./format";
import { SPECIES, mostPlanted, shareOfTrees } from "./species";
import { WARDS, totalAlive, totalPlanted, totalReplantingCost, wardsMeetingTarget } from "./wards";
import "./report.css";

export default function App() {
  const top = mostPlanted(SPECIES);
  const planted = totalPlanted(WARDS);
  const alive = totalAlive(WARDS);
  const meeting = `Wards meeting the target: ${wardsMeetingTarget(WARDS)} of ${WARDS.length}`;
  return (
    <main className="report">
      <h1>Brenmouth street trees 2024-25</h1>
      <section className="panel" aria-labelledby="summary-heading">
        <h2 id="summary-heading">Summary</h2>
        <ul className="lines">
          <li>Trees planted: {count(planted)}</li>
          <li>
            Alive after one year: {count(alive)} ({pct(percentOf(alive, planted))})
          </li>
          <li>{meeting}</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="wards-heading">
        <h2 id="wards-heading">Wards</h2>
        <p className="note">
          Survival is the trees alive after one year divided by the trees planted. The target is a survival of at least
          85.0%. Planted per 1,000 residents is the trees planted divided by the ward's residents, times 1,000.
        </p>
        <WardsTable wards={WARDS} />
        <p className="summary">{meeting}</p>
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
