import FarmTable from "./FarmTable";
import LitresChart from "./LitresChart";
import { hundredths, litres, pounds } from "./format";
import { FARMS, bandSummaries, largestSupplier, shareOfLitres, totalLitres, totalPaymentPence, weighted } from "./farms";
import "./report.css";

export default function App() {
  const largest = largestSupplier(FARMS);
  return (
    <main className="report">
      <h1>Wendlebury Vale milk collection, March 2026</h1>
      <section className="panel" aria-labelledby="glance-heading">
        <h2 id="glance-heading">Month at a glance</h2>
        <ul className="glance-lines">
          <li>Total litres: {litres(totalLitres(FARMS))}</li>
          <li>Total payment: {pounds(totalPaymentPence(FARMS))}</li>
          <li>Milk butterfat: {hundredths(weighted(FARMS, (f) => f.butterfat))}</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="farms-heading">
        <h2 id="farms-heading">Farm collections</h2>
        <p className="note">
          The All farms butterfat and protein are weighted by litres: all the milk together, not the average of the farms.
          Quality bands by cell count: A under 200, B from 200 up to 399, C 400 or more. Payment is the litres times the
          band's price per litre: 39.7p for band A, 38.5p for band B, 36.5p for band C.
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
        <p className="note">Bars in order of litres collected, most first.</p>
        <LitresChart farms={FARMS} labelledBy="chart-heading" />
        <p className="summary">
          Largest supplier: {largest.name} ({shareOfLitres(largest, FARMS).toFixed(1)}% of all litres)
        </p>
      </section>
    </main>
  );
}
