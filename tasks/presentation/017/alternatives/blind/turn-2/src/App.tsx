import "./report.css";
import ArrivalsChart from "./ArrivalsChart";
import TriageTable from "./TriageTable";
import { CATEGORIES, allCategories, breaches } from "./triage";
import { BANDS, peakBand, totalArrivals } from "./data";
import { count } from "./format";

export default function App() {
  const peak = peakBand(BANDS);
  const all = allCategories(CATEGORIES);
  return (
    <main className="report">
      <h1>Brackenmoor Infirmary emergency department, October 2026</h1>
      <section className="panel">
        <h2>Arrivals by hour</h2>
        <p className="note">Arrivals per three-hour band, each band named by its start time.</p>
        <ArrivalsChart bands={BANDS} />
        <p className="stat">Total arrivals: {count(totalArrivals(BANDS))}</p>
        <p className="stat">
          Peak band: {peak.start} ({count(peak.arrivals)} arrivals)
        </p>
      </section>
      <section className="panel">
        <h2>Triage categories</h2>
        <TriageTable rows={CATEGORIES} />
        <p className="stat">Four-hour breaches: {count(breaches(all))}</p>
      </section>
    </main>
  );
}
