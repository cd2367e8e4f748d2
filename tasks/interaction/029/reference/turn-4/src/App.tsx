import { useState, type FormEvent } from "react";
import { CONCESSIONS, formatPounds, isRealDate, parseRate, parseSize, rentPence, toPayPence, type Concession } from "./money";
import { byPriority, type Applicant } from "./waiting";
import "./styles.css";

type Plot = {
  id: number;
  number: string;
  size: number;
  tenant: string | null;
  concession: Concession;
  offeredTo: number | null;
};

const START: Plot[] = [
  { id: 1, number: "1A", size: 250, tenant: "Gwen Alder", concession: "None", offeredTo: null },
  { id: 2, number: "1B", size: 125, tenant: "Tomasz Reilly", concession: "None", offeredTo: null },
  { id: 3, number: "2A", size: 60, tenant: null, concession: "None", offeredTo: null },
  { id: 4, number: "2B", size: 300, tenant: "Hana Szabo", concession: "None", offeredTo: null },
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
  const [applicants, setApplicants] = useState<Applicant[]>([]);
  const [joinCount, setJoinCount] = useState(0);
  const [applicantText, setApplicantText] = useState("");
  const [dateText, setDateText] = useState("");
  const [parish, setParish] = useState(false);
  const [listMessage, setListMessage] = useState("");
  const [offerMessage, setOfferMessage] = useState("");

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
    setPlots([...plots, { id: nextId, number, size, tenant: tenant === "" ? null : tenant, concession: "None", offeredTo: null }]);
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

  function offer(plot: Plot) {
    const holding = new Set(plots.map((p) => p.offeredTo).filter((id) => id !== null));
    const chosen = byPriority(applicants).find((a) => !holding.has(a.id) && !a.declinedPlots.includes(plot.id));
    if (!chosen) return setOfferMessage(`No one on the list can be offered plot ${plot.number}`);
    setPlots(plots.map((p) => (p.id === plot.id ? { ...p, offeredTo: chosen.id } : p)));
    setOfferMessage("");
  }

  function accept(plot: Plot) {
    const who = applicants.find((a) => a.id === plot.offeredTo);
    if (!who) return;
    setPlots(plots.map((p) => (p.id === plot.id ? { ...p, tenant: who.name, concession: "None", offeredTo: null } : p)));
    setApplicants(applicants.filter((a) => a.id !== who.id));
    setOfferMessage("");
  }

  function decline(plot: Plot) {
    const who = applicants.find((a) => a.id === plot.offeredTo);
    setPlots(plots.map((p) => (p.id === plot.id ? { ...p, offeredTo: null } : p)));
    if (!who) return;
    if (who.declines + 1 >= 2) {
      setApplicants(applicants.filter((a) => a.id !== who.id));
      setOfferMessage(`${who.name} has left the list after two declines`);
      return;
    }
    setApplicants(applicants.map((a) =>
      a.id === who.id ? { ...a, declines: a.declines + 1, declinedPlots: [...a.declinedPlots, plot.id] } : a));
    setOfferMessage("");
  }

  function endTenancy(id: number) {
    setPlots(plots.map((p) => (p.id === id ? { ...p, tenant: null, concession: "None", offeredTo: null } : p)));
  }

  function joinList(e: FormEvent) {
    e.preventDefault();
    const name = applicantText.trim();
    if (name === "") return setListMessage("Enter the applicant's name");
    const listed = applicants.find((a) => key(a.name) === key(name));
    if (listed) return setListMessage(`${listed.name} is already on the list`);
    const tenantOf = plots.find((p) => p.tenant !== null && key(p.tenant) === key(name));
    if (tenantOf) return setListMessage(`${tenantOf.tenant} already has plot ${tenantOf.number}`);
    if (!isRealDate(dateText)) return setListMessage("Enter the date as YYYY-MM-DD");
    const joined = joinCount + 1;
    setApplicants([...applicants, { id: joined, name, date: dateText.trim(), parish, joined, declines: 0, declinedPlots: [] }]);
    setJoinCount(joined);
    setApplicantText("");
    setDateText("");
    setParish(false);
    setListMessage("");
  }

  function leaveList(id: number) {
    setApplicants(applicants.filter((a) => a.id !== id));
    setPlots(plots.map((p) => (p.offeredTo === id ? { ...p, offeredTo: null } : p)));
  }

  const nameOf = (id: number | null) => applicants.find((a) => a.id === id)?.name ?? "";
  const offerOf = (a: Applicant) => plots.find((p) => p.offeredTo === a.id);

  const ordered = byPriority(applicants);

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
        {offerMessage && <p className="note" role="status">{offerMessage}</p>}
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
                <td className={p.tenant === null ? "vacant" : undefined}>
                  {p.tenant ?? (p.offeredTo !== null ? `Offered to ${nameOf(p.offeredTo)}` : "Vacant")}
                </td>
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
                    {p.tenant !== null && (
                      <button type="button" className="secondary" onClick={() => endTenancy(p.id)}>End tenancy</button>
                    )}
                    {p.tenant === null && p.offeredTo === null && (
                      <button type="button" onClick={() => offer(p)}>Offer</button>
                    )}
                    {p.tenant === null && p.offeredTo !== null && (
                      <>
                        <button type="button" onClick={() => accept(p)}>Accept</button>
                        <button type="button" className="secondary" onClick={() => decline(p)}>Decline</button>
                      </>
                    )}
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

      <section aria-labelledby="wait-h" className="card">
        <h2 id="wait-h">Waiting list</h2>
        <form onSubmit={joinList} noValidate className="form">
          <label>
            Applicant
            <input value={applicantText} onChange={(e) => setApplicantText(e.target.value)} />
          </label>
          <label>
            Applied on
            <input value={dateText} placeholder="YYYY-MM-DD" onChange={(e) => setDateText(e.target.value)} />
          </label>
          <label className="check">
            <input type="checkbox" checked={parish} onChange={(e) => setParish(e.target.checked)} />
            Lives in the parish
          </label>
          <button type="submit">Join list</button>
        </form>
        {listMessage && <p className="error" role="alert">{listMessage}</p>}
        {ordered.length === 0 ? (
          <p className="note">No one is waiting</p>
        ) : (
          <ul className="waiting">
            {ordered.map((a, i) => (
              <li key={a.id}>
                <span className="who">{i + 1}. {a.name}</span>
                <span>Applied {a.date}</span>
                <span>{a.parish ? "Parish resident" : "Non-resident"}</span>
                {a.declines > 0 && <span>Declines: {a.declines}</span>}
                {offerOf(a) && <span className="offer">Offered plot {offerOf(a)!.number}</span>}
                <button type="button" className="secondary" onClick={() => leaveList(a.id)}>Leave list</button>
              </li>
            ))}
          </ul>
        )}
        <p className="totals">Waiting: {ordered.length} {ordered.length === 1 ? "applicant" : "applicants"}</p>
      </section>
    </main>
  );
}
