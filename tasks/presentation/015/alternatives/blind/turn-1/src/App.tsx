import "./report.css";
import StationsTable from "./StationsTable";
import { STATIONS, byNo2Desc, meanTenths } from "./stations";
import { oneDecimal } from "./format";

export default function App() {
  const rows = byNo2Desc(STATIONS);
  const networkNo2 = meanTenths(STATIONS.map((s) => s.no2Tenths));
  return (
    <main className="report">
      <h1>Westmere air quality 2025</h1>
      <p className="intro">
        Westmere Air Quality Partnership — annual report to the district council's environment committee.
      </p>
      <section className="panel">
        <h2>Stations</h2>
        <StationsTable rows={rows} />
        <p className="stat">Network mean NO2: {oneDecimal(networkNo2)} µg/m³</p>
      </section>
    </main>
  );
}
