import "./app.css";
import ThroughputChart from "./ThroughputChart";
import { InstrumentBreakdown, WeekByWeek } from "./Tables";
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
  const peak = [...weekly].sort((a, b) => b.count - a.count)[0];
  return (
    <div className="page">
      <header>
        <h1>Sequencing core throughput</h1>
        <p>Spring term, weeks 1–8 · figures are sample counts</p>
      </header>
      <Panel id="p-summary" title="Summary">
        <dl className="figures">
          <div><dt>Total:</dt> <dd>{count(sum)} samples</dd></div>
          <div><dt>Weeks at or above target:</dt> <dd>{hits} of {weekly.length}</dd></div>
          <div><dt>Busiest week:</dt> <dd>{peak.label} ({count(peak.count)} samples)</dd></div>
        </dl>
      </Panel>
      <Panel id="p-weekly" title="Weekly samples">
        <ThroughputChart weeks={weekly} />
      </Panel>
      <Panel id="p-instruments" title="By instrument">
        <InstrumentBreakdown grandTotal={sum} />
      </Panel>
      <Panel id="p-detail" title="Weekly detail">
        <WeekByWeek weeks={weekly} />
      </Panel>
    </div>
  );
}
