import "./styles.css";
import { CLINICIANS, type Clinician, type Role } from "./data";
import { count, pct } from "./format";

type Totals = { booked: number; missed: number };

const add = (list: Clinician[]): Totals =>
  list.reduce((t, c) => ({ booked: t.booked + c.booked, missed: t.missed + c.missed }), { booked: 0, missed: 0 });
const missedRate = (t: Totals) => (t.missed / t.booked) * 100;

const byRate = [...CLINICIANS].sort((a, b) => missedRate(b) - missedRate(a));
const PRACTICE = add(CLINICIANS);

function RoleLine({ role, label }: { role: Role; label: string }) {
  const t = add(CLINICIANS.filter((c) => c.role === role));
  return (
    <li>
      {label}: {count(t.missed)} missed of {count(t.booked)} booked ({pct(missedRate(t))})
    </li>
  );
}

function ClinicianSection() {
  return (
    <section aria-labelledby="clinicians-heading">
      <h2 id="clinicians-heading">Clinicians</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Clinician</th>
            <th scope="col">Role</th>
            <th scope="col" className="num">Booked</th>
            <th scope="col" className="num">Missed</th>
            <th scope="col" className="num">Missed rate</th>
          </tr>
        </thead>
        <tbody>
          {byRate.map((c) => (
            <tr key={c.name}>
              <td>{c.name}</td>
              <td>{c.role}</td>
              <td className="num">{count(c.booked)}</td>
              <td className="num">{count(c.missed)}</td>
              <td className="num">{pct(missedRate(c))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Practice</th>
            <td />
            <td className="num">{count(PRACTICE.booked)}</td>
            <td className="num">{count(PRACTICE.missed)}</td>
            <td className="num">{pct(missedRate(PRACTICE))}</td>
          </tr>
        </tfoot>
      </table>
      <ul className="lines">
        <RoleLine role="Dentist" label="Dentists" />
        <RoleLine role="Hygienist" label="Hygienists" />
      </ul>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Harlow Green Dental Practice: missed appointments, July to September 2026</h1>
      <ClinicianSection />
    </main>
  );
}
