import "./styles.css";
import { OCTOBER_2026 } from "./data";
import { fmtOneDecimal, fmtPounds } from "./format";
import {
  busiest,
  byIncomeDesc,
  bySwimsDesc,
  countLevel,
  incomePerSwimPence,
  swimShare,
} from "./stats";
import SessionsTable from "./SessionsTable";
import SwimsChart from "./SwimsChart";

export default function App() {
  const tableRows = byIncomeDesc(OCTOBER_2026);
  const chartRows = bySwimsDesc(OCTOBER_2026);
  const top = busiest(chartRows);
  return (
    <main className="report">
      <h1>Larkhill Road pool attendance, October 2026</h1>
      <section className="panel" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <SessionsTable rows={tableRows} />
        <ul className="table-lines">
          <li>{`Busy session types: ${countLevel(tableRows, "Busy")} of ${tableRows.length}`}</li>
          <li>{`Quiet session types: ${countLevel(tableRows, "Quiet")} of ${tableRows.length}`}</li>
          <li>{`Income per swim: ${fmtPounds(incomePerSwimPence(tableRows))}`}</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="chart-heading">
        <h2 id="chart-heading">Swims by session type</h2>
        <SwimsChart rows={chartRows} />
        <p className="summary-line">
          {`Busiest session type: ${top.name}, ${fmtOneDecimal(swimShare(top, chartRows))}% of all swims`}
        </p>
      </section>
    </main>
  );
}
