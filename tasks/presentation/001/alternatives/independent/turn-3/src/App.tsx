import "./app.css";
import ThroughputChart from "./ThroughputChart";
import { InstrumentBreakdown } from "./Tables";
import { weekly } from "./data";
import { count } from "./format";

function Panel({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export default function App() {
  const sum = weekly.reduce((acc, w) => acc + w.count, 0);
  return (
    <div className="page">
      <header>
        <h1>Sequencing core throughput</h1>
        <p>Spring term, weeks 1–8 · figures are sample counts</p>
      </header>
      <Panel id="p-weekly" title="Weekly samples">
        <p className="headline">Total: {count(sum)} samples</p>
        <ThroughputChart weeks={weekly} />
      </Panel>
      <Panel id="p-instruments" title="By instrument">
        <InstrumentBreakdown grandTotal={sum} />
      </Panel>
    </div>
  );
}
