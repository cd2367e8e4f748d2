import { useState } from "react";
import ExercisesSection from "./ExercisesSection";
import type { Exercise } from "./types";
import "./styles.css";

export default function App() {
  const [exercises, setExercises] = useState<Exercise[]>([]);
  const [nextId, setNextId] = useState(1);

  function addExercise(name: string, tenths: number, sets: number, reps: number) {
    setExercises((list) => [...list, { id: nextId, name, tenths, sets, reps }]);
    setNextId((n) => n + 1);
  }

  return (
    <main className="page">
      <header className="page-header">
        <h1>Lifting session planner</h1>
      </header>
      <ExercisesSection exercises={exercises} onAdd={addExercise} />
    </main>
  );
}
