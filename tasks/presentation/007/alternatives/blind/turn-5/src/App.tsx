import "./App.css";
import PickRateTable from "./PickRateTable";
import RateChart, { COLOUR_BELOW, COLOUR_OK } from "./RateChart";
import { PICKERS, ZONES, fmtRate, isBelowTarget, rankByRate, totals } from "./shift";

export default function App() {
  const ranked = rankByRate(PICKERS);
  const shift = totals(PICKERS);
  const belowCount = ranked.filter((p) => isBelowTarget(p.rate)).length;

  return (
    <div className="page">
      <header>
        <h1>Night shift B - 11 March 2025</h1>
        <p className="sub">Riverside distribution centre · 22:00-06:00 · target 120 picks per hour</p>
        <p className="note">Figures use this morning&apos;s corrected scanner log.</p>
        <p className="callout">
          Below target: {belowCount} of {ranked.length} pickers
        </p>
      </header>
      <main>
        <section className="block">
          <h2>Pick rates</h2>
          {ZONES.map((zone) => (
            <section key={zone} className="zone">
              <h3>{zone} zone</h3>
              <PickRateTable rows={ranked.filter((p) => p.zone === zone)} subtotalLabel={zone} />
            </section>
          ))}
          <p className="avg">Shift average: {fmtRate(shift.rate)} picks/hour</p>
        </section>
        <section className="block">
          <h2>Picks per hour by picker</h2>
          <RateChart rows={ranked} />
          <div className="legend" role="list" aria-label="Bar colours">
            <span role="listitem">
              <i className="key" style={{ background: COLOUR_OK }} aria-hidden="true" />
              At or above target
            </span>
            <span role="listitem">
              <i className="key" style={{ background: COLOUR_BELOW }} aria-hidden="true" />
              Below target
            </span>
          </div>
        </section>
      </main>
    </div>
  );
}
