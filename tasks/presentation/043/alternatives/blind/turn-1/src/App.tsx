import "./styles.css";
import CropsTable from "./CropsTable";

export default function App() {
  return (
    <main className="report">
      <h1>Hollowmere Market Garden: greenhouse crop yields, 2026 season</h1>
      <section className="box" aria-labelledby="crops-heading">
        <h2 id="crops-heading">Crops</h2>
        <CropsTable />
      </section>
    </main>
  );
}
