import type { ConsumableInputs, ConsumablesResult } from "./pack";
import { formatGrams, kgAndLb } from "./units";

type Props = {
  inputs: ConsumableInputs;
  result: ConsumablesResult;
  onChange: (inputs: ConsumableInputs) => void;
};

export default function Consumables({ inputs, result, onChange }: Props) {
  return (
    <section className="card" aria-labelledby="consumables-heading">
      <h2 id="consumables-heading">Consumables</h2>
      <div className="consumable-fields">
        <div className="field">
          <label htmlFor="days">Days</label>
          <input
            id="days"
            type="number"
            value={inputs.days}
            onChange={(e) => onChange({ ...inputs, days: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="food-per-day">Food per day (g)</label>
          <input
            id="food-per-day"
            type="number"
            value={inputs.foodPerDay}
            onChange={(e) => onChange({ ...inputs, foodPerDay: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="water">Water (L)</label>
          <input
            id="water"
            type="number"
            step="any"
            value={inputs.water}
            onChange={(e) => onChange({ ...inputs, water: e.target.value })}
          />
        </div>
      </div>
      {result.ok ? (
        <div className="consumable-lines">
          <p className="total-line">Food: {formatGrams(result.food)}</p>
          <p className="total-line">Water: {formatGrams(result.water)}</p>
          <p className="total-line">Fuel: {formatGrams(result.fuel)}</p>
          <p className="total-line">Consumables: {kgAndLb(result.total)}</p>
        </div>
      ) : (
        <div className="consumable-lines">
          {result.messages.map((m) => (
            <p key={m} className="error">
              {m}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
