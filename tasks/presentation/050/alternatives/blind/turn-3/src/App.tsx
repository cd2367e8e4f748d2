import ChartLines from "./ChartLines";
import { PARISHES, QUARTERS } from "./data";
import ParishTable from "./ParishTable";
import PlanChart from "./PlanChart";
import { figuresHighestFirst } from "./planFigures";
import QuarterTable from "./QuarterTable";
import "./styles.css";

export default function App() {
  const figures = figuresHighestFirst(PARISHES);

  return (
    <main className="page">
      <h1>Fellside Fibre rollout, 2026</h1>

      <section className="card" aria-labelledby="parishes">
        <h2 id="parishes">Parishes</h2>
        <ParishTable parishes={PARISHES} />
      </section>

      <section className="card" aria-labelledby="against-plan">
        <h2 id="against-plan">Against plan by parish</h2>
        <PlanChart figures={figures} />
        <ChartLines figures={figures} />
      </section>

      <section className="card" aria-labelledby="quarters">
        <h2 id="quarters">Quarters</h2>
        <QuarterTable quarters={QUARTERS} />
      </section>
    </main>
  );
}
