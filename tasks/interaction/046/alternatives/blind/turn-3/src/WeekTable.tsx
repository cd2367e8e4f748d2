import { DAYS, MEALS } from "./data";
import { mealKey, type PlannedMeal } from "./types";

type Props = {
  meals: PlannedMeal[];
  onChangeServings: (key: string, delta: number) => void;
  onRemove: (key: string) => void;
};

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 8;

export default function WeekTable({ meals, onChangeServings, onRemove }: Props) {
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
              <th scope="col" aria-label="Actions"></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => {
              const key = mealKey(m);
              return (
                <tr key={key}>
                  <td>{DAYS[m.day]}</td>
                  <td>{MEALS[m.meal]}</td>
                  <td>{m.recipe}</td>
                  <td>{m.servings}</td>
                  <td>
                    <div className="actions">
                    <button
                      type="button"
                      className="secondary"
                      disabled={m.servings <= MIN_SERVINGS}
                      onClick={() => onChangeServings(key, -1)}
                    >
                      Less
                    </button>
                    <button
                      type="button"
                      className="secondary"
                      disabled={m.servings >= MAX_SERVINGS}
                      onClick={() => onChangeServings(key, 1)}
                    >
                      More
                    </button>
                    <button type="button" className="secondary" onClick={() => onRemove(key)}>
                      Remove meal
                    </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <p className="summary">Meals planned: {rows.length}</p>
    </section>
  );
}
