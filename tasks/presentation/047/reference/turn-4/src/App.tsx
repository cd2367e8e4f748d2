import "./styles.css";
import { SPECIES } from "./data";
import { count, fixed, pct, pounds } from "./format";
import ConsultationsChart from "./Chart";
import VetSection from "./VetSection";

const OPENING_DAYS = 25;

const TOTAL = SPECIES.reduce((s, x) => s + x.consultations, 0);
const TOTAL_FEES = SPECIES.reduce((s, x) => s + x.feesPence, 0);
const bySize = [...SPECIES].sort((a, b) => b.consultations - a.consultations);

function SpeciesSection() {
  return (
    <section aria-labelledby="species-heading">
      <h2 id="species-heading">By species</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Species</th>
            <th scope="col" className="num">Consultations</th>
            <th scope="col" className="num">Share</th>
            <th scope="col" className="num">Average fee</th>
          </tr>
        </thead>
        <tbody>
          {bySize.map((s) => (
            <tr key={s.name}>
              <td>{s.name}</td>
              <td className="num">{count(s.consultations)}</td>
              <td className="num">{pct(s.consultations, TOTAL)}</td>
              <td className="num">{pounds(s.feesPence / s.consultations)}</td>
            </tr>
          ))}
          <tr className="total">
            <td>All species</td>
            <td className="num">{count(TOTAL)}</td>
            <td className="num">100.0%</td>
            <td className="num">{pounds(TOTAL_FEES / TOTAL)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function ChartSection() {
  const dogsAndCats = SPECIES.filter((s) => s.name === "Dogs" || s.name === "Cats")
    .reduce((sum, s) => sum + s.consultations, 0);
  return (
    <section aria-labelledby="chart-heading">
      <h2 id="chart-heading">Consultations by species</h2>
      <ConsultationsChart species={bySize} />
      <ul className="lines">
        <li>Dogs and cats: {pct(dogsAndCats, TOTAL)} of all consultations</li>
        <li>Consultations per opening day: {fixed(TOTAL / OPENING_DAYS, 1)}</li>
      </ul>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Ashgrove Veterinary Surgery consultations, November 2026</h1>
      <SpeciesSection />
      <ChartSection />
      <VetSection />
    </main>
  );
}
