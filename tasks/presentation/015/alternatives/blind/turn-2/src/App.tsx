import "./report.css";
import StationsTable from "./StationsTable";
import ExceedanceChart from "./ExceedanceChart";
import { STATIONS, byNo2Desc, meanTenths, overObjective } from "./stations";
import { oneDecimal } from "./format";

export default function App() {
  const rows = byNo2Desc(STATIONS);
  const networkNo2 = meanTenths(STATIONS.map((s) => s.no2Tenths));
  const overCount = STATIONS.filter(overObjective).length;
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
      <section className="panel">
        <h2>PM10 exceedance days</h2>
        <p className="note">Days in 2025 on which the daily mean of PM10 was above 50 µg/m³.</p>
        <ExceedanceChart stations={STATIONS} />
        <p className="stat">
          Stations over the objective: {overCount} of {STATIONS.length}
        </p>
      </section>
    </main>
  );
}
