import { useState, type FormEvent } from "react";
import "./styles.css";
import {
  kg,
  parseCount,
  parseWeight,
  volume,
} from "./lib";

type Exercise = {
  id: number;
  name: string;
  weight: number; // hundredths of a kilogram
  sets: number;
  reps: number;
};

export default function App() {
  const [exercises, setExercises] = useState<Exercise[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [weightText, setWeightText] = useState("");
  const [setsText, setSetsText] = useState("");
  const [repsText, setRepsText] = useState("");
  const [message, setMessage] = useState("");

  const exerciseVolume = (e: Exercise) => e.weight * e.sets * e.reps;
  const sessionVolume = exercises.reduce((sum, e) => sum + exerciseVolume(e), 0);

  function addExercise(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 1 || trimmed.length > 30) {
      setMessage("Exercise names must be 1 to 30 characters");
      return;
    }
    const same = exercises.find((e) => e.name.toLowerCase() === trimmed.toLowerCase());
    if (same) {
      setMessage(`${same.name} is already in the session`);
      return;
    }
    const weight = parseWeight(weightText);
    if (weight === null) {
      setMessage("Weights must be 20 to 300 kg in steps of 2.5");
      return;
    }
    const sets = parseCount(setsText, 1, 10);
    if (sets === null) {
      setMessage("Sets must be a whole number from 1 to 10");
      return;
    }
    const reps = parseCount(repsText, 1, 20);
    if (reps === null) {
      setMessage("Reps must be a whole number from 1 to 20");
      return;
    }
    setExercises([...exercises, { id: nextId, name: trimmed, weight, sets, reps }]);
    setNextId(nextId + 1);
    setName("");
    setWeightText("");
    setSetsText("");
    setRepsText("");
    setMessage("");
  }

  return (
    <main className="page">
      <h1>Lifting session planner</h1>

      <section className="card" aria-labelledby="exercises-heading">
        <h2 id="exercises-heading">Exercises</h2>
        <form className="row-form" onSubmit={addExercise} noValidate>
          <label>
            Exercise
            <input value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label>
            Weight (kg)
            <input value={weightText} onChange={(e) => setWeightText(e.target.value)} inputMode="decimal" />
          </label>
          <label>
            Sets
            <input value={setsText} onChange={(e) => setSetsText(e.target.value)} inputMode="numeric" />
          </label>
          <label>
            Reps
            <input value={repsText} onChange={(e) => setRepsText(e.target.value)} inputMode="numeric" />
          </label>
          <button type="submit">Add exercise</button>
        </form>
        {message && (
          <p className="message" role="alert">
            {message}
          </p>
        )}
        {exercises.length === 0 ? (
          <p className="empty">No exercises yet</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Exercise</th>
                <th scope="col">Weight</th>
                <th scope="col">Sets</th>
                <th scope="col">Reps</th>
                <th scope="col">Volume</th>
              </tr>
            </thead>
            <tbody>
              {exercises.map((e) => (
                <tr key={e.id}>
                  <td>{e.name}</td>
                  <td>{kg(e.weight)} kg</td>
                  <td>{e.sets}</td>
                  <td>{e.reps}</td>
                  <td>{volume(exerciseVolume(e))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="total">Session volume: {volume(sessionVolume)}</p>
      </section>
    </main>
  );
}
