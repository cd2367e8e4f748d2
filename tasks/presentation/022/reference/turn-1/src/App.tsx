import "./styles.css";

type Faculty = { name: string; applications: number; offers: number };

// 2026 undergraduate admissions cycle.
const FACULTIES: Faculty[] = [
  { name: "Arts and Humanities", applications: 8412, offers: 5263 },
  { name: "Engineering", applications: 11236, offers: 4921 },
  { name: "Health Sciences", applications: 9870, offers: 3208 },
  { name: "Law", applications: 6545, offers: 2617 },
  { name: "Natural Sciences", applications: 7318, offers: 5124 },
];

const TOTAL_APPS = FACULTIES.reduce((sum, f) => sum + f.applications, 0);
const TOTAL_OFFERS = FACULTIES.reduce((sum, f) => sum + f.offers, 0);
const count = (n: number) => n.toLocaleString("en-US");
const rate = (part: number, whole: number) => (part / whole) * 100;
const pct = (v: number) => `${v.toFixed(1)}%`;

function FacultyTable() {
  const rows = [...FACULTIES].sort((a, b) => rate(a.offers, a.applications) - rate(b.offers, b.applications));
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Faculty</th>
          <th scope="col" className="num">Applications</th>
          <th scope="col" className="num">Offers</th>
          <th scope="col" className="num">Offer rate</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((f) => (
          <tr key={f.name}>
            <td>{f.name}</td>
            <td className="num">{count(f.applications)}</td>
            <td className="num">{count(f.offers)}</td>
            <td className="num">{pct(rate(f.offers, f.applications))}</td>
          </tr>
        ))}
        <tr className="total">
          <td>All faculties</td>
          <td className="num">{count(TOTAL_APPS)}</td>
          <td className="num">{count(TOTAL_OFFERS)}</td>
          <td className="num">{pct(rate(TOTAL_OFFERS, TOTAL_APPS))}</td>
        </tr>
      </tbody>
    </table>
  );
}

export default function App() {
  return (
    <main>
      <h1>Harrowgate University admissions 2026</h1>
      <section aria-labelledby="faculties-heading">
        <h2 id="faculties-heading">Faculties</h2>
        <FacultyTable />
      </section>
    </main>
  );
}
