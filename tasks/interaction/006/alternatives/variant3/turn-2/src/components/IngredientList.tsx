import type { Ingredient, UnitSystem } from '../lib/recipe';
import { amountLabel } from '../lib/recipe';

interface Props {
  ingredients: Ingredient[];
  servings: number;
  units: UnitSystem;
}

export default function IngredientList({ ingredients, servings, units }: Props) {
  return (
    <ul className="ingredients panel">
      {ingredients.map((ing) => (
        <li key={ing.id}>
          {ing.name}: {amountLabel(ing, servings, units)}
        </li>
      ))}
    </ul>
  );
}
