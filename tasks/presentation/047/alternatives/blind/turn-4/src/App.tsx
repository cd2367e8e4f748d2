import ChartLines from "./ChartLines";
import { OPENING_DAYS, SPECIES, VETS } from "./data";
import SpeciesChart from "./SpeciesChart";
import SpeciesTable from "./SpeciesTable";
import VetTable from "./VetTable";
import "./styles.css";

export default function App() {
  return (
    <main className="page">
      <h1>Ashgrove Veterinary Surgery consultations, November 2026</h1>
      <p className="lede">Report for the partners' meeting. The surgery was open on 25 days in November.</p>

      <section className="card" aria-labelledby="by-species">
        <h2 id="by-species">By species</h2>
        <SpeciesTable species={SPECIES} />
      </section>

      <section className="card" aria-labelledby="species-chart">
        <h2 id="species-chart">Consultations by species</h2>
        <SpeciesChart species={SPECIES} />
        <ChartLines species={SPECIES} openingDays={OPENING_DAYS} />
      </section>

      <section className="card" aria-labelledby="by-vet">
        <h2 id="by-vet">By vet</h2>
        <VetTable vets={VETS} />
      </section>
    </main>
  );
}
