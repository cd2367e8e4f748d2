import "./styles.css";

// Honey is kept in tenths of a kilogram (286.8 kg = 2868) so that sums and comparisons are exact.
type Apiary = { name: string; hives: number; honeyTenths: number };

const APIARIES: Apiary[] = [
  { name: "Ashcombe Orchard", hives: 12, honeyTenths: 2868 },
  { name: "Brook Lane", hives: 8, honeyTenths: 1592 },
  { name: "Church Meadow", hives: 15, honeyTenths: 4095 },
  { name: "Heather Rise", hives: 6, honeyTenths: 1800 },
  { name: "Mill Field", hives: 10, honeyTenths: 2437 },
  { name: "Quarry Top", hives: 9, honeyTenths: 1215 },
  { name: "Willow Bank", hives: 11, honeyTenths: 2200 },
];

const kg = (tenths: number) =>
  (tenths / 10).toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
// Yield per hive in tenths of a kg, rounded (not cut off).
const yieldTenths = (a: Apiary) => Math.round(a.honeyTenths / a.hives);
const grade = (a: Apiary) => {
  const perHive = a.honeyTenths / a.hives; // in tenths of a kg
  if (perHive >= 300) return "Excellent";
  if (perHive >= 200) return "Good";
  return "Poor";
};
const TOTAL_TENTHS = APIARIES.reduce((sum, a) => sum + a.honeyTenths, 0);
const byHoney = [...APIARIES].sort((a, b) => b.honeyTenths - a.honeyTenths);

function ApiaryTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Apiary</th>
          <th scope="col" className="num">Hives</th>
          <th scope="col" className="num">Honey (kg)</th>
          <th scope="col" className="num">Yield per hive (kg)</th>
          <th scope="col">Grade</th>
        </tr>
      </thead>
      <tbody>
        {byHoney.map((a) => (
          <tr key={a.name}>
            <td>{a.name}</td>
            <td className="num">{a.hives}</td>
            <td className="num">{kg(a.honeyTenths)}</td>
            <td className="num">{kg(yieldTenths(a))}</td>
            <td className={grade(a) === "Poor" ? "poor" : ""}>{grade(a)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function App() {
  const poor = APIARIES.filter((a) => grade(a) === "Poor").length;
  return (
    <main>
      <h1>Fenmoor Beekeepers' Association: honey harvest 2026</h1>
      <section aria-labelledby="apiaries-heading">
        <h2 id="apiaries-heading">Apiaries</h2>
        <ApiaryTable />
        <ul className="lines">
          <li>Total honey: {kg(TOTAL_TENTHS)} kg</li>
          <li>Apiaries graded Poor: {poor} of {APIARIES.length}</li>
        </ul>
      </section>
    </main>
  );
}
