import "./board.css";
import PassengerChart from "./PassengerChart";
import RouteTable from "./RouteTable";
import QuarterTable from "./QuarterTable";
import { ROUTES, isLowLoad } from "./routes";
import { MONTHLY, busiest, yearTotal } from "./passengers";
import { count } from "./format";

export default function App() {
  const peak = busiest(MONTHLY);
  return (
    <div className="page">
      <header className="masthead">
        <h1>Skerrow Ferries passengers 2025</h1>
        <p>Passenger report for the board, all four routes.</p>
      </header>
      <section className="block" aria-labelledby="routes-title">
        <h2 id="routes-title">Routes</h2>
        <p className="hint">
          2025 totals per route, most passengers first. Load factor is passengers divided by seats offered (crossings ×
          seats per crossing); below 35% is low load.
        </p>
        <RouteTable routes={ROUTES} />
        <p className="tally">
          Low-load routes: {ROUTES.filter(isLowLoad).length} of {ROUTES.length}
        </p>
      </section>
      <section className="block" aria-labelledby="monthly-title">
        <h2 id="monthly-title">Monthly passengers</h2>
        <PassengerChart months={MONTHLY} />
        <div className="figures">
          <p>Total: {count(yearTotal(MONTHLY))} passengers</p>
          <p>
            Busiest month: {peak.short} ({count(peak.passengers)} passengers)
          </p>
        </div>
      </section>
      <section className="block" aria-labelledby="quarterly-title">
        <h2 id="quarterly-title">Quarterly totals</h2>
        <QuarterTable months={MONTHLY} />
      </section>
    </div>
  );
}
