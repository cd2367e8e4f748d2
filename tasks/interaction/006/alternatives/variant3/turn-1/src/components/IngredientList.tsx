import type { Ingredient } from '../lib/recipe';
import { amountLabel } from '../lib/recipe';

interface Props {
  ingredients: Ingredient[];
  servings: number;
}

export default function IngredientList({ ingredients, servings }: Props) {
  return (
    <ul className="ingredients panel">
      {ingredients.map((ing) => (
        <li key={ing.id}>
          {ing.name}: {amountLabel(ing, servings)}
        </li>
      ))}
    </ul>
  );
}
