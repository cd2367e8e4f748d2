import { STAFF } from "./roster";
import type { Staff } from "./roster";
import { money, personCost, weekCost } from "./pay";

interface Props {
  minutesBy: Record<Staff, number>;
}

export default function CostPanel({ minutesBy }: Props) {
  return (
    <section className="card">
      <h2>Labour cost</h2>
      <ul className="figures">
        {STAFF.map((name) => (
          <li key={name}>
            {name}: {money(personCost(name, minutesBy[name]))}
          </li>
        ))}
      </ul>
      <p className="sum-line">Total cost: {money(weekCost(minutesBy))}</p>
    </section>
  );
}
