import { FAMILIES, WEEKDAYS, familyLabel } from "./data";

export default function FamiliesSection() {
  return (
    <section className="panel" aria-labelledby="families-heading">
      <h2 id="families-heading">Families</h2>
      <ul className="family-list">
        {FAMILIES.map((f, i) => (
          <li key={f.surname} className="family-card">
            <span className="family-name">{familyLabel(i)}</span>
            <span>{f.seats} child seats</span>
            <span>Available: {f.days.map((d) => WEEKDAYS[d]).join(", ")}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
