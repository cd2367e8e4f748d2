import "./styles.css";
import { ROUNDS } from "./data";
import { fmtCount, fmtPounds, fmtRate } from "./format";
import {
  byRateDesc,
  byStatusThenCost,
  meetsTarget,
  rateTenths,
  STATUSES,
  statusSummary,
  TARGET_TENTHS,
  totalRedeliveryPence,
  totals,
} from "./rates";
import RateChart from "./RateChart";
import RoundsTable from "./RoundsTable";

export default function App() {
  const tableRounds = byStatusThenCost(ROUNDS);
  const chartRounds = byRateDesc(ROUNDS);
  const meeting = chartRounds.filter(meetsTarget).length;
  const week = totals(ROUNDS);
  return (
    <main className="depot">
      <h1>Ashworth Lane depot: first-attempt deliveries, week of 23 November 2026</h1>
      <section className="card" aria-labelledby="glance-heading">
        <h2 id="glance-heading">Week at a glance</h2>
        <ul className="glance">
          <li>{`Parcels out: ${fmtCount(week.out)}`}</li>
          <li>{`First-attempt rate: ${fmtRate(rateTenths(week))}`}</li>
          <li>{`Redelivery cost: ${fmtPounds(totalRedeliveryPence(ROUNDS))}`}</li>
        </ul>
      </section>
      <section className="card" aria-labelledby="rounds-heading">
        <h2 id="rounds-heading">Delivery rounds</h2>
        <RoundsTable rounds={tableRounds} />
        <ul className="status-lines">
          {STATUSES.map((st) => {
            const sum = statusSummary(tableRounds, st);
            return (
              <li key={st}>
                {`${st}: ${sum.rounds} of ${tableRounds.length} rounds, ${fmtCount(sum.missed)} missed parcels`}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="card" aria-labelledby="rate-heading">
        <h2 id="rate-heading">Rate by round</h2>
        <RateChart rounds={chartRounds} />
        <p className="note-line">
          {`Rounds meeting the ${fmtRate(TARGET_TENTHS)} target: ${meeting} of ${chartRounds.length}`}
        </p>
      </section>
    </main>
  );
}
