import "./app.css";
import ThroughputChart from "./ThroughputChart";
import { InstrumentBreakdown } from "./Tables";
import { WEEKLY_TARGET, weekly } from "./data";
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
  const hits = weekly.filter((w) => w.count >= WEEKLY_TARGET).length;
  return (
    <div className="page">
      <header>
        <h1>Sequencing core throughput</h1>
        <p>Spring term, weeks 1–8 · figures are sample counts</p>
      </header>
      <Panel id="p-weekly" title="Weekly samples">
        <p className="headline">Total: {count(sum)} samples</p>
        <ThroughputChart weeks={weekly} />
        <p className="headline">Weeks at or above target: {hits} of {weekly.length}</p>
      </Panel>
      <Panel id="p-instruments" title="By instrument">
        <InstrumentBreakdown grandTotal={sum} />
      </Panel>
    </div>
  );
}
