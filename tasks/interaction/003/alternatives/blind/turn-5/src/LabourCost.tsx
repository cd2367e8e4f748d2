import { STAFF, costCents, formatDollars, minutesByPerson, type Shift } from "./roster";

export default function LabourCost({ shifts }: { shifts: Shift[] }) {
  const minutes = minutesByPerson(shifts);
  const costs = STAFF.map((name) => ({ name, cents: costCents(name, minutes[name]) }));
  const total = costs.reduce((sum, c) => sum + c.cents, 0);
  return (
    <section className="panel">
      <h2>Labour cost</h2>
      <ul className="summary-list">
        {costs.map((c) => (
          <li key={c.name}>
            {c.name}: {formatDollars(c.cents)}
          </li>
        ))}
      </ul>
      <p className="summary-total">Total cost: {formatDollars(total)}</p>
      <p className="muted note">Overtime hours are paid at 1.5 times the hourly rate.</p>
    </section>
  );
}
