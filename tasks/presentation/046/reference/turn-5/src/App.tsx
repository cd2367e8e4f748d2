import type React from "react";
import "./styles.css";
import { CLINICIANS, type Clinician, type Role } from "./data";
import { count, pct, pounds } from "./format";
import MissedChart from "./MissedChart";

type Totals = { booked: number; missed: number; late: number };

const add = (list: Clinician[]): Totals =>
  list.reduce(
    (t, c) => ({ booked: t.booked + c.booked, missed: t.missed + c.missed, late: t.late + c.late }),
    { booked: 0, missed: 0, late: 0 },
  );
const missedRate = (t: Totals) => (t.missed / t.booked) * 100;
const lostSlotRate = (t: Totals) => ((t.missed + t.late) / t.booked) * 100;
// Compared in whole appointments so that exactly 10.0% is Review.
const REVIEW_FROM = 10;
const toReview = (t: Totals) => (t.missed + t.late) * 100 >= REVIEW_FROM * t.booked;

const byRate = [...CLINICIANS].sort((a, b) => missedRate(b) - missedRate(a));
const PRACTICE = add(CLINICIANS);

function PracticeLine() {
  return (
    <li>
      Practice: {count(PRACTICE.missed)} missed of {count(PRACTICE.booked)} booked ({pct(missedRate(PRACTICE))})
    </li>
  );
}

function RoleSection({ role, heading, totalLabel, children }: { role: Role; heading: string; totalLabel: string; children?: React.ReactNode }) {
  const members = byRate.filter((c) => c.role === role);
  const t = add(members);
  const id = `${role.toLowerCase()}-heading`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Clinician</th>
            <th scope="col" className="num">Booked</th>
            <th scope="col" className="num">Missed</th>
            <th scope="col" className="num">Missed rate</th>
            <th scope="col" className="num">Late cancellations</th>
            <th scope="col" className="num">Lost-slot rate</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {members.map((c) => (
            <tr key={c.name}>
              <td>{c.name}</td>
              <td className="num">{count(c.booked)}</td>
              <td className="num">{count(c.missed)}</td>
              <td className="num">{pct(missedRate(c))}</td>
              <td className="num">{count(c.late)}</td>
              <td className="num">{pct(lostSlotRate(c))}</td>
              <td className={toReview(c) ? "review" : undefined}>{toReview(c) ? "Review" : "OK"}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{totalLabel}</th>
            <td className="num">{count(t.booked)}</td>
            <td className="num">{count(t.missed)}</td>
            <td className="num">{pct(missedRate(t))}</td>
            <td className="num">{count(t.late)}</td>
            <td className="num">{pct(lostSlotRate(t))}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      {children}
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
      <RoleSection role="Dentist" heading="Dentists" totalLabel="All dentists" />
      <RoleSection role="Hygienist" heading="Hygienists" totalLabel="All hygienists">
        <ul className="lines">
          <PracticeLine />
          <li>Clinicians to review: {CLINICIANS.filter(toReview).length} of {CLINICIANS.length}</li>
        </ul>
      </RoleSection>
      <ChartSection />
    </main>
  );
}
