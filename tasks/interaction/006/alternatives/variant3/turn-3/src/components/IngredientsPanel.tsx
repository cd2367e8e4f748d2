import type { Ingredient, UnitSystem } from '../lib/recipe';
import { amountLabel } from '../lib/recipe';

interface Props {
  ingredients: Ingredient[];
  servings: number;
  units: UnitSystem;
  ticked: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onResetTicks: () => void;
}

export default function IngredientsPanel({
  ingredients,
  servings,
  units,
  ticked,
  onToggle,
  onResetTicks,
}: Props) {
  const measured = ingredients.filter((ing) => ticked.has(ing.id)).length;
  const total = ingredients.length;

  return (
    <section className="panel">
      <h2>Ingredients</h2>
      <div className="progress">
        <p>
          Measured {measured} of {total}
        </p>
        {total > 0 && measured === total && <p className="done">Everything measured</p>}
        <button type="button" className="secondary" onClick={onResetTicks} disabled={measured === 0}>
          Reset ticks
        </button>
      </div>
      <ul className="ingredients">
        {ingredients.map((ing) => {
          const boxId = `tick-${ing.id}`;
          return (
            <li key={ing.id} className={ticked.has(ing.id) ? 'is-ticked' : undefined}>
              <input
                id={boxId}
                type="checkbox"
                checked={ticked.has(ing.id)}
                onChange={() => onToggle(ing.id)}
              />
              <span className="line">
                <label htmlFor={boxId}>{ing.name}</label>
                <span>: {amountLabel(ing, servings, units)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
