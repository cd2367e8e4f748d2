import "./styles.css";
import { OCTOBER_2026 } from "./data";
import { fmtOneDecimal } from "./format";
import { busiest, bySwimsDesc, countLevel, swimShare } from "./stats";
import SessionsTable from "./SessionsTable";
import SwimsChart from "./SwimsChart";

export default function App() {
  const rows = bySwimsDesc(OCTOBER_2026);
  const top = busiest(rows);
  return (
    <main className="report">
      <h1>Larkhill Road pool attendance, October 2026</h1>
      <section className="panel" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <SessionsTable rows={rows} />
        <ul className="table-lines">
          <li>{`Busy session types: ${countLevel(rows, "Busy")} of ${rows.length}`}</li>
          <li>{`Quiet session types: ${countLevel(rows, "Quiet")} of ${rows.length}`}</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="chart-heading">
        <h2 id="chart-heading">Swims by session type</h2>
        <SwimsChart rows={rows} />
        <p className="summary-line">
          {`Busiest session type: ${top.name}, ${fmtOneDecimal(swimShare(top, rows))}% of all swims`}
        </p>
      </section>
    </main>
  );
}
