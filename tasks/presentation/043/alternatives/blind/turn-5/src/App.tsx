import "./styles.css";
import CropsTable from "./CropsTable";
import HeatingTable from "./HeatingTable";
import TargetChart from "./TargetChart";

export default function App() {
  return (
    <main className="report">
      <h1>Hollowmere Market Garden: greenhouse crop yields, 2026 season</h1>
      <section className="box" aria-labelledby="heating-heading">
        <h2 id="heating-heading">Heating</h2>
        <HeatingTable />
      </section>
      <section className="box" aria-labelledby="crops-heading">
        <h2 id="crops-heading">Crops</h2>
        <CropsTable />
      </section>
      <section className="box" aria-labelledby="target-heading">
        <h2 id="target-heading">Harvest against target</h2>
        <TargetChart />
      </section>
    </main>
  );
}
