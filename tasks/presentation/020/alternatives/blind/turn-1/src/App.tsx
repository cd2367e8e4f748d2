import FarmTable from "./FarmTable";
import { FARMS } from "./farms";
import "./report.css";

export default function App() {
  return (
    <main className="report">
      <h1>Wendlebury Vale milk collection, March 2026</h1>
      <section className="panel" aria-labelledby="farms-heading">
        <h2 id="farms-heading">Farm collections</h2>
        <p className="note">
          The All farms butterfat and protein are weighted by litres: all the milk together, not the average of the farms.
        </p>
        <FarmTable farms={FARMS} />
      </section>
    </main>
  );
}
