import { RECIPES, RECIPE_SERVINGS, type Ingredient } from "./data";

function ingredientLine(i: Ingredient): string {
  return i.unit === "piece" ? `${i.name}: ${i.amount}` : `${i.name}: ${i.amount} ${i.unit}`;
}

export default function RecipeList() {
  return (
    <section className="card" aria-labelledby="recipes-heading">
      <h2 id="recipes-heading">Recipes</h2>
      <div className="recipe-grid">
        {RECIPES.map((r) => (
          <div className="recipe" key={r.name}>
            <h3>{r.name}</h3>
            <p className="muted">Serves {RECIPE_SERVINGS}</p>
            <ul className="plain">
              {r.ingredients.map((i) => (
                <li key={i.name}>{ingredientLine(i)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
