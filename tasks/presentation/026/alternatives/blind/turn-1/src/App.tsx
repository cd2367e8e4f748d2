import "./styles.css";
import { OCTOBER_2026 } from "./data";
import { bySwimsDesc } from "./stats";
import SessionsTable from "./SessionsTable";

export default function App() {
  const rows = bySwimsDesc(OCTOBER_2026);
  return (
    <main className="report">
      <h1>Larkhill Road pool attendance, October 2026</h1>
      <section className="panel" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <SessionsTable rows={rows} />
      </section>
    </main>
  );
}
