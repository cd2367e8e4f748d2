import AcceptanceChart from "./AcceptanceChart";
import FacultiesTable from "./FacultiesTable";
import OpenDaysTable from "./OpenDaysTable";
import { count, percent } from "./format";
import { FACULTIES, acceptanceRate, highestAcceptance, offerRate, totalApplications, totalOffers } from "./faculties";
import { OPEN_DAYS, daysBelow80, totalAttended } from "./openDays";
import "./report.css";

export default function App() {
  const best = highestAcceptance(FACULTIES);
  const bestLine = `Highest acceptance rate: ${best.name} (${percent(acceptanceRate(best))} of offers)`;
  const allApplications = totalApplications(FACULTIES);
  const overallRate = offerRate(totalOffers(FACULTIES), allApplications);
  return (
    <main className="report">
      <h1>Harrowgate University admissions 2026</h1>
      <section className="panel glance" aria-labelledby="glance-heading">
        <h2 id="glance-heading">Admissions at a glance</h2>
        <ul className="glance-list">
          <li>Total applications: {count(allApplications)}</li>
          <li>Overall offer rate: {percent(overallRate)}</li>
          <li>{bestLine}</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="faculties-heading">
        <h2 id="faculties-heading">Faculties</h2>
        <p className="note">Undergraduate applications and offers per faculty, 2026 cycle, with the change in offer rate on 2025.</p>
        <FacultiesTable faculties={FACULTIES} />
      </section>
      <section className="panel" aria-labelledby="acceptances-heading">
        <h2 id="acceptances-heading">Acceptances</h2>
        <p className="note">Offer holders who accepted, per faculty.</p>
        <AcceptanceChart faculties={FACULTIES} labelledBy="acceptances-heading" />
        <p className="summary">{bestLine}</p>
      </section>
      <section className="panel" aria-labelledby="open-days-heading">
        <h2 id="open-days-heading">Open days</h2>
        <p className="note">Attendance is the visitors attended as a share of the visitors registered.</p>
        <OpenDaysTable days={OPEN_DAYS} />
        <p className="summary">Days below 80% attendance: {daysBelow80(OPEN_DAYS)} of {OPEN_DAYS.length}</p>
        <p className="summary">Total attended: {count(totalAttended(OPEN_DAYS))}</p>
      </section>
    </main>
  );
}
