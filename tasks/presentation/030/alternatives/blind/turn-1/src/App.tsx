import "./styles.css";
import { ROUNDS } from "./data";
import { byRateDesc } from "./rates";
import RoundsTable from "./RoundsTable";

export default function App() {
  const rounds = byRateDesc(ROUNDS);
  return (
    <main className="depot">
      <h1>Ashworth Lane depot: first-attempt deliveries, week of 23 November 2026</h1>
      <section className="card" aria-labelledby="rounds-heading">
        <h2 id="rounds-heading">Delivery rounds</h2>
        <RoundsTable rounds={rounds} />
      </section>
    </main>
  );
}
