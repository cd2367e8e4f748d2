import ProductionsTable from "./ProductionsTable";
import { PRODUCTIONS } from "./season";
import "./report.css";

export default function App() {
  return (
    <main className="report">
      <h1>Quillgate Playhouse autumn 2026 box office</h1>
      <section className="panel" aria-labelledby="productions-heading">
        <h2 id="productions-heading">Productions</h2>
        <p className="note">
          Occupancy is seats sold over seats on offer (Main House 420 seats, Studio 120 seats per performance).
        </p>
        <ProductionsTable productions={PRODUCTIONS} />
      </section>
    </main>
  );
}
