import { useState } from "react";
import ExercisesSection from "./ExercisesSection";
import { formatTenths } from "./lib";
import PlateCalculator from "./PlateCalculator";
import { plateResult } from "./plateResult";
import type { Exercise, PlateResult } from "./types";
import WarmUpSection from "./WarmUpSection";
import "./styles.css";

export default function App() {
  const [exercises, setExercises] = useState<Exercise[]>([]);
  const [nextId, setNextId] = useState(1);
  const [target, setTarget] = useState("");
  const [result, setResult] = useState<PlateResult | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);

  // The dropdown keeps its choice; until one is made it sits on the first exercise.
  const chosen = exercises.find((e) => e.id === chosenId) ?? exercises[0] ?? null;

  function addExercise(name: string, tenths: number, sets: number, reps: number) {
    setExercises((list) => [...list, { id: nextId, name, tenths, sets, reps }]);
    if (exercises.length === 0) setChosenId(nextId);
    setNextId((n) => n + 1);
  }

  function showPlates() {
    setResult(plateResult(target));
  }

  function loadExercise(exercise: Exercise) {
    const text = formatTenths(exercise.tenths);
    setTarget(text);
    setResult(plateResult(text));
  }

  return (
    <main className="page">
      <header className="page-header">
        <h1>Lifting session planner</h1>
      </header>
      <ExercisesSection
        exercises={exercises}
        onAdd={addExercise}
        onLoad={loadExercise}
      />
      <PlateCalculator target={target} result={result} onTargetChange={setTarget} onShow={showPlates} />
      <WarmUpSection exercises={exercises} chosen={chosen} onChoose={setChosenId} />
    </main>
  );
}
