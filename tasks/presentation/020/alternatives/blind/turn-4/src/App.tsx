import FarmTable from "./FarmTable";
import LitresChart from "./LitresChart";
import { litres } from "./format";
import { FARMS, bandSummaries, largestSupplier, shareOfLitres } from "./farms";
import "./report.css";

export default function App() {
  const largest = largestSupplier(FARMS);
  return (
    <main className="report">
      <h1>Wendlebury Vale milk collection, March 2026</h1>
      <section className="panel" aria-labelledby="farms-heading">
        <h2 id="farms-heading">Farm collections</h2>
        <p className="note">
          The All farms butterfat and protein are weighted by litres: all the milk together, not the average of the farms.
          Quality bands by cell count: A under 200, B from 200 up to 399, C 400 or more.
        </p>
        <FarmTable farms={FARMS} />
        <ul className="band-lines" aria-label="Quality bands">
          {bandSummaries(FARMS).map((b) => (
            <li key={b.band}>
              Band {b.band}: {b.farms} of {FARMS.length} farms, {litres(b.litres)} litres
            </li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="chart-heading">
        <h2 id="chart-heading">Litres by farm</h2>
        <p className="note">Bars in the same order as the table, most litres first.</p>
        <LitresChart farms={FARMS} labelledBy="chart-heading" />
        <p className="summary">
          Largest supplier: {largest.name} ({shareOfLitres(largest, FARMS).toFixed(1)}% of all litres)
        </p>
      </section>
    </main>
  );
}
