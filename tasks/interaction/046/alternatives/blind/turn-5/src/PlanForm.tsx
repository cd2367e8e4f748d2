import { useState, type FormEvent } from "react";
import { DAYS, MEALS, RECIPES } from "./data";
import type { PlannedMeal } from "./types";

type Props = {
  meals: PlannedMeal[];
  onAdd: (meal: PlannedMeal) => void;
};

function parseServings(raw: string): number | null {
  const text = raw.trim();
  if (text === "") return null;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 8) return null;
  return n;
}

export default function PlanForm({ meals, onAdd }: Props) {
  const [day, setDay] = useState(0);
  const [meal, setMeal] = useState(2);
  const [recipe, setRecipe] = useState(RECIPES[0].name);
  const [servings, setServings] = useState("2");
  const [errors, setErrors] = useState<string[]>([]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const problems: string[] = [];
    const count = parseServings(servings);
    if (count === null) problems.push("Servings must be a whole number from 1 to 8");
    if (recipe === "Porridge" && meal !== 0) problems.push("Porridge is for breakfast only");
    const taken = meals.find((m) => m.day === day && m.meal === meal);
    if (taken) problems.push(`${DAYS[day]} ${MEALS[meal].toLowerCase()} already has ${taken.recipe}`);
    if (problems.length > 0 || count === null) {
      setErrors(problems);
      return;
    }
    onAdd({ day, meal, recipe, servings: count });
    setErrors([]);
    setServings("2");
  }

  return (
    <section className="card" aria-labelledby="plan-heading">
      <h2 id="plan-heading">Plan a meal</h2>
      <form className="plan-form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor="plan-day">Day</label>
          <select id="plan-day" value={day} onChange={(e) => setDay(Number(e.target.value))}>
            {DAYS.map((d, i) => (
              <option key={d} value={i}>
                {d}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="plan-meal">Meal</label>
          <select id="plan-meal" value={meal} onChange={(e) => setMeal(Number(e.target.value))}>
            {MEALS.map((m, i) => (
              <option key={m} value={i}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="plan-recipe">Recipe</label>
          <select id="plan-recipe" value={recipe} onChange={(e) => setRecipe(e.target.value)}>
            {RECIPES.map((r) => (
              <option key={r.name} value={r.name}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="plan-servings">Servings</label>
          <input
            id="plan-servings"
            type="number"
            value={servings}
            onChange={(e) => setServings(e.target.value)}
          />
        </div>
        <button type="submit">Add meal</button>
      </form>
      {errors.length > 0 && (
        <div className="errors" role="alert">
          {errors.map((msg) => (
            <p key={msg}>{msg}</p>
          ))}
        </div>
      )}
    </section>
  );
}
