import { useState } from "react";
import RecipeList from "./RecipeList";
import PlanForm from "./PlanForm";
import WeekTable from "./WeekTable";
import type { PlannedMeal } from "./types";
import "./styles.css";

export default function App() {
  const [meals, setMeals] = useState<PlannedMeal[]>([]);

  function addMeal(meal: PlannedMeal) {
    setMeals((list) => [...list, meal]);
  }

  return (
    <main className="page">
      <h1>Meal planner</h1>
      <p className="intro">The flat's meals for the week, planned in one place.</p>
      <div className="columns">
        <div className="column">
          <PlanForm meals={meals} onAdd={addMeal} />
          <WeekTable meals={meals} />
        </div>
        <div className="column">
          <RecipeList />
        </div>
      </div>
    </main>
  );
}
