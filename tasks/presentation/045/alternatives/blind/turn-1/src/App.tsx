import "./styles.css";
import StationsTable from "./StationsTable";

export default function App() {
  return (
    <main className="page">
      <h1>Kestrel Vale Line station footfall, September 2026</h1>
      <section className="block" aria-labelledby="stations-title">
        <h2 id="stations-title">Stations</h2>
        <StationsTable />
      </section>
    </main>
  );
}
