import WardsTable from "./WardsTable";
import { WARDS } from "./wards";
import "./report.css";

export default function App() {
  return (
    <main className="report">
      <h1>Brenmouth street trees 2024-25</h1>
      <section className="panel" aria-labelledby="wards-heading">
        <h2 id="wards-heading">Wards</h2>
        <p className="note">Survival is the trees alive after one year divided by the trees planted.</p>
        <WardsTable wards={WARDS} />
      </section>
    </main>
  );
}
