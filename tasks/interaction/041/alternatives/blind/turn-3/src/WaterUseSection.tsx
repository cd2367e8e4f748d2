import { useState } from "react";
import type { FormEvent } from "react";
import type { Zone } from "./types";
import { FLOW, formatLitres } from "./water";
import { parseWhole } from "./numbers";

type Props = {
  zones: Zone[];
  budget: number;
  onSetBudget: (litres: number) => void;
};

export default function WaterUseSection({ zones, budget, onSetBudget }: Props) {
  const [budgetText, setBudgetText] = useState("3000");
  const [message, setMessage] = useState("");

  const rows = zones.map((zone) => {
    const wateringDays = zone.days.filter(Boolean).length;
    const minutes = zone.minutes * wateringDays;
    return { zone, minutes, litres: minutes * FLOW[zone.type] };
  });
  const total = rows.reduce((sum, row) => sum + row.litres, 0);

  function handleBudget(event: FormEvent) {
    event.preventDefault();
    const parsed = parseWhole(budgetText);
    if (parsed === null || parsed < 100 || parsed > 50000) {
      setMessage("Budget must be a whole number from 100 to 50000");
      return;
    }
    onSetBudget(parsed);
    setMessage("");
  }

  return (
    <section className="card" aria-labelledby="water-heading">
      <h2 id="water-heading">Water use</h2>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col">Minutes per week</th>
              <th scope="col">Litres per week</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ zone, minutes, litres }) => (
              <tr key={zone.id}>
                <th scope="row">{zone.name}</th>
                <td>{minutes}</td>
                <td>{formatLitres(litres)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="status">Week total: {formatLitres(total)} litres</p>
      <form className="inline-form" onSubmit={handleBudget} noValidate>
        <div className="field">
          <label htmlFor="weekly-budget">Weekly budget</label>
          <input
            id="weekly-budget"
            type="text"
            inputMode="numeric"
            value={budgetText}
            onChange={(e) => setBudgetText(e.target.value)}
          />
        </div>
        <span className="unit">litres</span>
        <button type="submit" className="primary">
          Set budget
        </button>
      </form>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}
      <p className="status">Budget: {formatLitres(budget)} litres</p>
      <p className="status">
        {total <= budget
          ? `Within budget: ${formatLitres(budget - total)} litres to spare`
          : `Over budget by ${formatLitres(total - budget)} litres`}
      </p>
    </section>
  );
}
