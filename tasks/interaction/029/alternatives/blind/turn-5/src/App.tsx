import { useState } from "react";
import NewPlotForm from "./NewPlotForm";
import PlotTable from "./PlotTable";
import RentSummary from "./RentSummary";
import WaitingList from "./WaitingList";
import { parseRate } from "./money";
import { byPriority } from "./waiting";
import type { Applicant, Concession, Plot } from "./types";
import "./styles.css";

const initialPlots: Plot[] = [
  { id: 1, number: "1A", size: 250, tenant: "Gwen Alder", concession: "None", offerTo: null },
  { id: 2, number: "1B", size: 125, tenant: "Tomasz Reilly", concession: "None", offerTo: null },
  { id: 3, number: "2A", size: 60, tenant: null, concession: "None", offerTo: null },
  { id: 4, number: "2B", size: 300, tenant: "Hana Szabo", concession: "None", offerTo: null },
];

export default function App() {
  const [rateText, setRateText] = useState("0.85");
  const [plots, setPlots] = useState<Plot[]>(initialPlots);
  const [nextId, setNextId] = useState(5);
  const [applicants, setApplicants] = useState<Applicant[]>([]);
  const [nextApplicantId, setNextApplicantId] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);

  const rateMilli = parseRate(rateText);

  function addPlot(number: string, size: number, tenant: string | null) {
    setPlots((list) => [...list, { id: nextId, number, size, tenant, concession: "None", offerTo: null }]);
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
    setApplicants((list) => [...list, { id: nextApplicantId, name, appliedOn, parish, declines: 0, declinedPlots: [] }]);
    setNextApplicantId((n) => n + 1);
  }

  function leaveList(id: number) {
    setApplicants((list) => list.filter((a) => a.id !== id));
    // Leaving withdraws any offer the applicant holds.
    setPlots((list) => list.map((p) => (p.offerTo === id ? { ...p, offerTo: null } : p)));
  }

  function offerPlot(plotId: number) {
    const plot = plots.find((p) => p.id === plotId);
    if (!plot) return;
    const holding = new Set(plots.map((p) => p.offerTo).filter((id): id is number => id !== null));
    const candidate = [...applicants]
      .sort(byPriority)
      .find((a) => !holding.has(a.id) && !a.declinedPlots.includes(plotId));
    if (!candidate) {
      setNotice(`No one on the list can be offered plot ${plot.number}`);
      return;
    }
    setPlots((list) => list.map((p) => (p.id === plotId ? { ...p, offerTo: candidate.id } : p)));
    setNotice(null);
  }

  function acceptOffer(plotId: number) {
    const plot = plots.find((p) => p.id === plotId);
    const applicant = applicants.find((a) => a.id === plot?.offerTo);
    if (!plot || !applicant) return;
    setPlots((list) =>
      list.map((p) => (p.id === plotId ? { ...p, tenant: applicant.name, concession: "None", offerTo: null } : p)),
    );
    setApplicants((list) => list.filter((a) => a.id !== applicant.id));
    setNotice(null);
  }

  function declineOffer(plotId: number) {
    const plot = plots.find((p) => p.id === plotId);
    const applicant = applicants.find((a) => a.id === plot?.offerTo);
    if (!plot || !applicant) return;
    setPlots((list) => list.map((p) => (p.id === plotId ? { ...p, offerTo: null } : p)));
    const declines = applicant.declines + 1;
    if (declines >= 2) {
      setApplicants((list) => list.filter((a) => a.id !== applicant.id));
      setNotice(`${applicant.name} has left the list after two declines`);
    } else {
      setApplicants((list) =>
        list.map((a) =>
          a.id === applicant.id ? { ...a, declines, declinedPlots: [...a.declinedPlots, plotId] } : a,
        ),
      );
      setNotice(null);
    }
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
        applicants={applicants}
        rateMilli={rateMilli}
        notice={notice}
        onConcession={setConcession}
        onRemove={removePlot}
        onEndTenancy={endTenancy}
        onOffer={offerPlot}
        onAccept={acceptOffer}
        onDecline={declineOffer}
      />
      <NewPlotForm plots={plots} onAdd={addPlot} />
      <RentSummary plots={plots} rateMilli={rateMilli} />
      <WaitingList applicants={applicants} plots={plots} onJoin={joinList} onLeave={leaveList} />
    </main>
  );
}
