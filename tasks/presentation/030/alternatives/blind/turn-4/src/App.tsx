import "./styles.css";
import { ROUNDS } from "./data";
import { fmtCount, fmtRate } from "./format";
import { byRateDesc, meetsTarget, STATUSES, statusSummary, TARGET_TENTHS } from "./rates";
import RateChart from "./RateChart";
import RoundsTable from "./RoundsTable";

export default function App() {
  const rounds = byRateDesc(ROUNDS);
  const meeting = rounds.filter(meetsTarget).length;
  return (
    <main className="depot">
      <h1>Ashworth Lane depot: first-attempt deliveries, week of 23 November 2026</h1>
      <section className="card" aria-labelledby="rounds-heading">
        <h2 id="rounds-heading">Delivery rounds</h2>
        <RoundsTable rounds={rounds} />
        <ul className="status-lines">
          {STATUSES.map((st) => {
            const sum = statusSummary(rounds, st);
            return (
              <li key={st}>
                {`${st}: ${sum.rounds} of ${rounds.length} rounds, ${fmtCount(sum.missed)} missed parcels`}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="card" aria-labelledby="rate-heading">
        <h2 id="rate-heading">Rate by round</h2>
        <RateChart rounds={rounds} />
        <p className="note-line">
          {`Rounds meeting the ${fmtRate(TARGET_TENTHS)} target: ${meeting} of ${rounds.length}`}
        </p>
      </section>
    </main>
  );
}
