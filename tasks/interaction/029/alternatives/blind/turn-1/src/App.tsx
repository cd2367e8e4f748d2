import { useState } from "react";
import NewPlotForm from "./NewPlotForm";
import PlotTable from "./PlotTable";
import { parseRate } from "./money";
import type { Plot } from "./types";
import "./styles.css";

const initialPlots: Plot[] = [
  { id: 1, number: "1A", size: 250, tenant: "Gwen Alder" },
  { id: 2, number: "1B", size: 125, tenant: "Tomasz Reilly" },
  { id: 3, number: "2A", size: 60, tenant: null },
  { id: 4, number: "2B", size: 300, tenant: "Hana Szabo" },
];

export default function App() {
  const [rateText, setRateText] = useState("0.85");
  const [plots, setPlots] = useState<Plot[]>(initialPlots);
  const [nextId, setNextId] = useState(5);

  const rateMilli = parseRate(rateText);

  function addPlot(number: string, size: number, tenant: string | null) {
    setPlots((list) => [...list, { id: nextId, number, size, tenant }]);
    setNextId((n) => n + 1);
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
      <PlotTable plots={plots} rateMilli={rateMilli} />
      <NewPlotForm plots={plots} onAdd={addPlot} />
    </main>
  );
}
