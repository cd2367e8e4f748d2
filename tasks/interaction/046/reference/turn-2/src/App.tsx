import { useState } from "react";
import "./styles.css";
import {
  DAYS,
  Meal,
  RECIPES,
  SLOTS,
  fmtAmount,
  servingsError,
  shopping,
  sortMeals,
} from "./logic";

export default function App() {
  const [meals, setMeals] = useState<Meal[]>([]);
  const [nextId, setNextId] = useState(1);
  const [day, setDay] = useState(0);
  const [slot, setSlot] = useState(2);
  const [recipe, setRecipe] = useState(0);
  const [servings, setServings] = useState("2");
  const [planMessages, setPlanMessages] = useState<string[]>([]);

  const list = shopping(meals);

  function addMeal(e: React.FormEvent) {
    e.preventDefault();
    const errors: string[] = [];
    if (servingsError(servings)) errors.push("Servings must be a whole number from 1 to 8");
    if (RECIPES[recipe].name === "Porridge" && slot !== 0) errors.push("Porridge is for breakfast only");
    const taken = meals.find((m) => m.day === day && m.slot === slot);
    if (taken) errors.push(`${DAYS[day]} ${SLOTS[slot].toLowerCase()} already has ${RECIPES[taken.recipe].name}`);
    if (errors.length) {
      setPlanMessages(errors);
      return;
    }
    setMeals([...meals, { id: nextId, day, slot, recipe, servings: Number(servings.trim()) }]);
    setNextId(nextId + 1);
    setServings("2");
    setPlanMessages([]);
  }

  function changeServings(id: number, delta: number) {
    setMeals(meals.map((m) => (m.id === id ? { ...m, servings: Math.min(8, Math.max(1, m.servings + delta)) } : m)));
  }

  function removeMeal(id: number) {
    setMeals(meals.filter((m) => m.id !== id));
  }

  const ordered = sortMeals(meals);

  return (
    <main className="page">
      <h1>Meal planner</h1>

      <div className="columns">
        <div className="column">
          <section className="card" aria-labelledby="plan-heading">
            <h2 id="plan-heading">Plan a meal</h2>
            <form onSubmit={addMeal} noValidate className="form">
              <label className="field">
                <span>Day</span>
                <select value={day} onChange={(e) => setDay(Number(e.target.value))}>
                  {DAYS.map((d, i) => (
                    <option key={d} value={i}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Meal</span>
                <select value={slot} onChange={(e) => setSlot(Number(e.target.value))}>
                  {SLOTS.map((s, i) => (
                    <option key={s} value={i}>
                      {s}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Recipe</span>
                <select value={recipe} onChange={(e) => setRecipe(Number(e.target.value))}>
                  {RECIPES.map((r, i) => (
                    <option key={r.name} value={i}>
                      {r.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="field">
                <span>Servings</span>
                <input type="number" step="any" value={servings} onChange={(e) => setServings(e.target.value)} />
              </label>
              <button type="submit">Add meal</button>
            </form>
            {planMessages.length > 0 && (
              <ul className="messages" role="alert">
                {planMessages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </section>

          <section className="card" aria-labelledby="week-heading">
            <h2 id="week-heading">This week</h2>
            {ordered.length === 0 ? (
              <p className="empty">No meals planned yet</p>
            ) : (
              <table>
                <thead>
                  <tr>
                    <th>Day</th>
                    <th>Meal</th>
                    <th>Recipe</th>
                    <th>Servings</th>
                    <th>Actions</th>
                  </tr>
                </thead>
                <tbody>
                  {ordered.map((m) => (
                    <tr key={m.id}>
                      <td>{DAYS[m.day]}</td>
                      <td>{SLOTS[m.slot]}</td>
                      <td>{RECIPES[m.recipe].name}</td>
                      <td>{m.servings}</td>
                      <td>
                        <div className="row-actions">
                          <button type="button" className="secondary" disabled={m.servings <= 1} onClick={() => changeServings(m.id, -1)}>
                            Less
                          </button>
                          <button type="button" className="secondary" disabled={m.servings >= 8} onClick={() => changeServings(m.id, 1)}>
                            More
                          </button>
                          <button type="button" className="secondary" onClick={() => removeMeal(m.id)}>
                            Remove meal
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <p className="count">Meals planned: {meals.length}</p>
          </section>
        </div>

        <div className="column">
          <section className="card" aria-labelledby="shop-heading">
            <h2 id="shop-heading">Shopping list</h2>
            {list.lines.length === 0 ? (
              <p className="empty">Nothing to buy yet</p>
            ) : (
              <ul className="lines">
                {list.lines.map((l) => (
                  <li key={l.name}>{l.text}</li>
                ))}
              </ul>
            )}
          </section>

          <section className="card" aria-labelledby="recipes-heading">
            <h2 id="recipes-heading">Recipes</h2>
            <div className="recipes">
              {RECIPES.map((r) => (
                <article key={r.name} className="recipe" aria-label={r.name}>
                  <h3>{r.name}</h3>
                  <p className="serves">Serves 2</p>
                  <ul className="ingredients">
                    {r.ingredients.map((i) => (
                      <li key={i.name}>
                        {i.name}: {fmtAmount(i.name, i.amount)}
                      </li>
                    ))}
                  </ul>
                </article>
              ))}
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}
