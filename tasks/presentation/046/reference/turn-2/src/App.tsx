import "./styles.css";
import { CLINICIANS, type Clinician, type Role } from "./data";
import { count, pct, pounds } from "./format";
import MissedChart from "./MissedChart";

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

// Fee lost per missed appointment, in pounds.
const FEE: Record<Role, number> = { Dentist: 58, Hygienist: 46 };
const byMissed = [...CLINICIANS].sort((a, b) => b.missed - a.missed);
const lostFees = CLINICIANS.reduce((sum, c) => sum + c.missed * FEE[c.role], 0);

function ChartSection() {
  return (
    <section aria-labelledby="chart-heading">
      <h2 id="chart-heading">Missed appointments by clinician</h2>
      <MissedChart bars={byMissed.map((c) => ({ name: c.name, missed: c.missed }))} />
      <ul className="lines">
        <li>Estimated lost fees: {pounds(lostFees)}</li>
      </ul>
    </section>
  );
}

export default function App() {
  return (
    <main>
      <h1>Harlow Green Dental Practice: missed appointments, July to September 2026</h1>
      <ClinicianSection />
      <ChartSection />
    </main>
  );
}
