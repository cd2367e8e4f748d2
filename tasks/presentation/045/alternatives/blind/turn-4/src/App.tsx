import "./styles.css";
import FootfallChart from "./FootfallChart";
import StationsTable from "./StationsTable";

export default function App() {
  return (
    <main className="page">
      <h1>Kestrel Vale Line station footfall, September 2026</h1>
      <section className="block" aria-labelledby="stations-title">
        <h2 id="stations-title">Stations</h2>
        <StationsTable />
      </section>
      <section className="block" aria-labelledby="months-title">
        <h2 id="months-title">Footfall by month</h2>
        <FootfallChart />
      </section>
    </main>
  );
}
