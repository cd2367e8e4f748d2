import { PARISHES } from "./data";
import ParishTable from "./ParishTable";
import "./styles.css";

export default function App() {
  return (
    <main className="page">
      <h1>Fellside Fibre rollout, 2026</h1>

      <section className="card" aria-labelledby="parishes">
        <h2 id="parishes">Parishes</h2>
        <ParishTable parishes={PARISHES} />
      </section>
    </main>
  );
}
