import "./styles.css";

type Species = { name: string; kg: number; pence: number };

// Landings on the quay, July to September 2026 (value in pence).
const SPECIES: Species[] = [
  { name: "Brown crab", kg: 18940, pence: 4716060 },
  { name: "Pollack", kg: 14460, pence: 5248980 },
  { name: "Mackerel", kg: 52480, pence: 6875136 },
  { name: "Scallops", kg: 11250, pence: 3860137 },
  { name: "Lobster", kg: 2315, pence: 5581565 },
  { name: "Monkfish", kg: 6820, pence: 4052913 },
];

const TOTAL_KG = SPECIES.reduce((sum, s) => sum + s.kg, 0);
const TOTAL_PENCE = SPECIES.reduce((sum, s) => sum + s.pence, 0);
const kg = (n: number) => `${n.toLocaleString("en-US")} kg`;
const money = (pence: number) =>
  `£${(pence / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
// Price per kg, rounded to the penny.
const perKg = (pence: number, weight: number) => money(Math.round(pence / weight));

const byValue = [...SPECIES].sort((a, b) => b.pence - a.pence);

function LandingsTable() {
  const rows = byValue;
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Species</th>
          <th scope="col" className="num">Landed</th>
          <th scope="col" className="num">Value</th>
          <th scope="col" className="num">Price per kg</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((s) => (
          <tr key={s.name}>
            <td>{s.name}</td>
            <td className="num">{kg(s.kg)}</td>
            <td className="num">{money(s.pence)}</td>
            <td className="num">{perKg(s.pence, s.kg)}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All species</td>
          <td className="num">{kg(TOTAL_KG)}</td>
          <td className="num">{money(TOTAL_PENCE)}</td>
          <td className="num">{perKg(TOTAL_PENCE, TOTAL_KG)}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Carrick Sound landings, Q3 2026</h1>
      <section aria-labelledby="landings-heading">
        <h2 id="landings-heading">Landings by species</h2>
        <LandingsTable />
      </section>
    </main>
  );
}
