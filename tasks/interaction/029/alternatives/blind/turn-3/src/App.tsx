import { useState } from "react";
import NewPlotForm from "./NewPlotForm";
import PlotTable from "./PlotTable";
import WaitingList from "./WaitingList";
import { parseRate } from "./money";
import type { Applicant, Concession, Plot } from "./types";
import "./styles.css";

const initialPlots: Plot[] = [
  { id: 1, number: "1A", size: 250, tenant: "Gwen Alder", concession: "None" },
  { id: 2, number: "1B", size: 125, tenant: "Tomasz Reilly", concession: "None" },
  { id: 3, number: "2A", size: 60, tenant: null, concession: "None" },
  { id: 4, number: "2B", size: 300, tenant: "Hana Szabo", concession: "None" },
];

export default function App() {
  const [rateText, setRateText] = useState("0.85");
  const [plots, setPlots] = useState<Plot[]>(initialPlots);
  const [nextId, setNextId] = useState(5);
  const [applicants, setApplicants] = useState<Applicant[]>([]);
  const [nextApplicantId, setNextApplicantId] = useState(1);

  const rateMilli = parseRate(rateText);

  function addPlot(number: string, size: number, tenant: string | null) {
    setPlots((list) => [...list, { id: nextId, number, size, tenant, concession: "None" }]);
    setNextId((n) => n + 1);
  }

  function setConcession(id: number, concession: Concession) {
    setPlots((list) => list.map((p) => (p.id === id ? { ...p, concession } : p)));
  }

  function removePlot(id: number) {
    setPlots((list) => list.filter((p) => p.id !== id));
  }

  function endTenancy(id: number) {
    setPlots((list) => list.map((p) => (p.id === id ? { ...p, tenant: null, concession: "None" } : p)));
  }

  function joinList(name: string, appliedOn: string, parish: boolean) {
    setApplicants((list) => [...list, { id: nextApplicantId, name, appliedOn, parish }]);
    setNextApplicantId((n) => n + 1);
  }

  function leaveList(id: number) {
    setApplicants((list) => list.filter((a) => a.id !== id));
  }

  return (
    <main className="page">
      <h1>Allotment plots</h1>
      <p className="intro">Hollin Lane Allotment Society — plot register and rents.</p>
      <div className="card rate-card">
        <div className="field">
          <label htmlFor="rate">Rate per m²</label>
          <input
            id="rate"
            type="text"
            inputMode="decimal"
            value={rateText}
            onChange={(e) => setRateText(e.target.value)}
            aria-describedby={rateMilli === null ? "rate-error" : undefined}
          />
        </div>
        <p className="hint">Yearly rent in pounds for one square metre.</p>
        {rateMilli === null && (
          <p id="rate-error" className="error" role="alert">
            Enter a rate like 0.85
          </p>
        )}
      </div>
      <PlotTable
        plots={plots}
        rateMilli={rateMilli}
        onConcession={setConcession}
        onRemove={removePlot}
        onEndTenancy={endTenancy}
      />
      <NewPlotForm plots={plots} onAdd={addPlot} />
      <WaitingList applicants={applicants} plots={plots} onJoin={joinList} onLeave={leaveList} />
    </main>
  );
}
