import { useState, type FormEvent } from "react";
import { CONCESSIONS, formatPounds, parseRate, parseSize, rentPence, toPayPence, type Concession } from "./money";
import "./styles.css";

type Plot = { id: number; number: string; size: number; tenant: string | null; concession: Concession };

const START: Plot[] = [
  { id: 1, number: "1A", size: 250, tenant: "Gwen Alder", concession: "None" },
  { id: 2, number: "1B", size: 125, tenant: "Tomasz Reilly", concession: "None" },
  { id: 3, number: "2A", size: 60, tenant: null, concession: "None" },
  { id: 4, number: "2B", size: 300, tenant: "Hana Szabo", concession: "None" },
];

const key = (s: string) => s.trim().toLowerCase();

export default function App() {
  const [rateText, setRateText] = useState("0.85");
  const [plots, setPlots] = useState<Plot[]>(START);
  const [nextId, setNextId] = useState(5);
  const [plotNumber, setPlotNumber] = useState("");
  const [sizeText, setSizeText] = useState("");
  const [tenantText, setTenantText] = useState("");
  const [plotMessage, setPlotMessage] = useState("");

  const rate = parseRate(rateText);
  const rentOf = (p: Plot) => (rate === null ? null : rentPence(p.size, rate));
  const letPlots = plots.filter((p) => p.tenant !== null);
  const payOf = (p: Plot) => (rate === null || p.tenant === null ? null : toPayPence(rentPence(p.size, rate), p.concession));
  const letRents = rate === null ? null : letPlots.reduce((sum, p) => sum + rentPence(p.size, rate), 0);
  const rentDue = rate === null ? null : letPlots.reduce((sum, p) => sum + toPayPence(rentPence(p.size, rate), p.concession), 0);
  const concessions = letRents === null || rentDue === null ? null : letRents - rentDue;
  const money = (pence: number | null) => (pence === null ? "—" : formatPounds(pence));

  function addPlot(e: FormEvent) {
    e.preventDefault();
    const number = plotNumber.trim();
    if (number === "") return setPlotMessage("Enter a plot number");
    const same = plots.find((p) => key(p.number) === key(number));
    if (same) return setPlotMessage(`Plot ${same.number} already exists`);
    const size = parseSize(sizeText);
    if (size === null) return setPlotMessage("Size must be a whole number from 10 to 500");
    const tenant = tenantText.trim();
    setPlots([...plots, { id: nextId, number, size, tenant: tenant === "" ? null : tenant, concession: "None" }]);
    setNextId(nextId + 1);
    setPlotNumber("");
    setSizeText("");
    setTenantText("");
    setPlotMessage("");
  }

  function setConcession(id: number, concession: Concession) {
    setPlots(plots.map((p) => (p.id === id ? { ...p, concession } : p)));
  }

  function removePlot(id: number) {
    setPlots(plots.filter((p) => p.id !== id));
  }

  return (
    <main className="page">
      <h1>Allotment plots</h1>
      <p className="intro">Hollin Lane Allotment Society — plot register and yearly rents.</p>

      <div className="rate">
        <label htmlFor="rate">Rate per m²</label>
        <input id="rate" inputMode="decimal" value={rateText} onChange={(e) => setRateText(e.target.value)} />
        <span className="hint">pounds a year</span>
        {rate === null && <p className="error" role="alert">Enter a rate like 0.85</p>}
      </div>

      <section aria-labelledby="plots-h" className="card">
        <h2 id="plots-h">Plots</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Plot</th>
              <th scope="col">Size</th>
              <th scope="col">Tenant</th>
              <th scope="col">Annual rent</th>
              <th scope="col">To pay</th>
              <th scope="col">Concession</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {plots.map((p) => (
              <tr key={p.id}>
                <td>{p.number}</td>
                <td>{p.size} m²</td>
                <td className={p.tenant === null ? "vacant" : undefined}>{p.tenant ?? "Vacant"}</td>
                <td className="num">{money(rentOf(p))}</td>
                <td className="num">{money(payOf(p))}</td>
                <td>
                  {p.tenant !== null && (
                    <select
                      aria-label={`Concession for ${p.number}`}
                      value={p.concession}
                      onChange={(e) => setConcession(p.id, e.target.value as Concession)}
                    >
                      {CONCESSIONS.map((c) => (
                        <option key={c} value={c}>{c}</option>
                      ))}
                    </select>
                  )}
                </td>
                <td>
                  <div className="actions">
                    <button type="button" className="secondary" onClick={() => removePlot(p.id)}>Remove</button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="totals">Let plots: {letPlots.length} of {plots.length}</p>
        <p className="totals">Rent due: {money(rentDue)}</p>
        <p className="totals">Concessions: {money(concessions)}</p>
      </section>

      <section aria-labelledby="new-h" className="card">
        <h2 id="new-h">New plot</h2>
        <form onSubmit={addPlot} noValidate className="form">
          <label>
            Plot number
            <input value={plotNumber} onChange={(e) => setPlotNumber(e.target.value)} />
          </label>
          <label>
            Size in m²
            <input inputMode="numeric" value={sizeText} onChange={(e) => setSizeText(e.target.value)} />
          </label>
          <label>
            Tenant
            <input value={tenantText} onChange={(e) => setTenantText(e.target.value)} />
          </label>
          <button type="submit">Add plot</button>
        </form>
        {plotMessage && <p className="error" role="alert">{plotMessage}</p>}
      </section>
    </main>
  );
}
