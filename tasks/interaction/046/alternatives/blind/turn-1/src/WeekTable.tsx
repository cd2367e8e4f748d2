import { DAYS, MEALS } from "./data";
import { mealKey, type PlannedMeal } from "./types";

type Props = { meals: PlannedMeal[] };

export default function WeekTable({ meals }: Props) {
  const rows = [...meals].sort((a, b) => a.day - b.day || a.meal - b.meal);
  return (
    <section className="card" aria-labelledby="week-heading">
      <h2 id="week-heading">This week</h2>
      {rows.length === 0 ? (
        <p className="muted">No meals planned yet</p>
      ) : (
        <table className="week">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Meal</th>
              <th scope="col">Recipe</th>
              <th scope="col">Servings</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={mealKey(m)}>
                <td>{DAYS[m.day]}</td>
                <td>{MEALS[m.meal]}</td>
                <td>{m.recipe}</td>
                <td>{m.servings}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="summary">Meals planned: {rows.length}</p>
    </section>
  );
}
