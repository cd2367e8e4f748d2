import { useState } from "react";
import RecipeList from "./RecipeList";
import PlanForm from "./PlanForm";
import WeekTable, { MAX_SERVINGS, MIN_SERVINGS } from "./WeekTable";
import ShoppingList from "./ShoppingList";
import PantrySection from "./PantrySection";
import { shoppingLines, type Pantry } from "./shopping";
import { mealKey, type PlannedMeal } from "./types";
import "./styles.css";

export default function App() {
  const [meals, setMeals] = useState<PlannedMeal[]>([]);
  const [pantry, setPantry] = useState<Pantry>({});

  function addMeal(meal: PlannedMeal) {
    setMeals((list) => [...list, meal]);
  }

  function changeServings(key: string, delta: number) {
    setMeals((list) =>
      list.map((m) => {
        if (mealKey(m) !== key) return m;
        const servings = Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, m.servings + delta));
        return { ...m, servings };
      }),
    );
  }

  function removeMeal(key: string) {
    setMeals((list) => list.filter((m) => mealKey(m) !== key));
  }

  function addToPantry(name: string, amount: number) {
    setPantry((held) => ({ ...held, [name]: (held[name] ?? 0) + amount }));
  }

  function removeFromPantry(name: string) {
    setPantry((held) => {
      const next = { ...held };
      delete next[name];
      return next;
    });
  }

  const { lines, atHome } = shoppingLines(meals, pantry);

  return (
    <main className="page">
      <h1>Meal planner</h1>
      <p className="intro">The flat's meals for the week, planned in one place.</p>
      <div className="columns">
        <div className="column">
          <PlanForm meals={meals} onAdd={addMeal} />
          <WeekTable meals={meals} onChangeServings={changeServings} onRemove={removeMeal} />
        </div>
        <div className="column">
          <ShoppingList lines={lines} atHome={atHome} />
          <PantrySection pantry={pantry} onAdd={addToPantry} onRemove={removeFromPantry} />
          <RecipeList />
        </div>
      </div>
    </main>
  );
}
