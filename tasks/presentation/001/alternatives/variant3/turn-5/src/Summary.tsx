import { BUSIEST, TERM_TOTAL, WEEKS, WEEKS_ON_TARGET, count } from "./data";

export default function Summary() {
  return (
    <section className="block block--summary">
      <h2>Summary</h2>
      <div className="tiles">
        <p className="tile">
          Total: <strong>{count(TERM_TOTAL)}</strong> samples
        </p>
        <p className="tile">
          Weeks at or above target: <strong>{WEEKS_ON_TARGET}</strong> of {WEEKS.length}
        </p>
        <p className="tile">
          Busiest week: <strong>Week {BUSIEST.week}</strong> ({count(BUSIEST.samples)} samples)
        </p>
      </div>
    </section>
  );
}
