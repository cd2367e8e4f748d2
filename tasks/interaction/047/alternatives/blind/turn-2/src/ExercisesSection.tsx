import { useState } from "react";
import type { FormEvent } from "react";
import { formatTenths, formatVolume } from "./lib";
import type { Exercise } from "./types";
import { validateExercise } from "./validate";

type Props = {
  exercises: Exercise[];
  onAdd: (name: string, tenths: number, sets: number, reps: number) => void;
  onLoad: (exercise: Exercise) => void;
};

export default function ExercisesSection({ exercises, onAdd, onLoad }: Props) {
  const [name, setName] = useState("");
  const [weight, setWeight] = useState("");
  const [sets, setSets] = useState("");
  const [reps, setReps] = useState("");
  const [message, setMessage] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateExercise({ name, weight, sets, reps }, exercises);
    if (!result.ok) {
      setMessage(result.message);
      return;
    }
    onAdd(result.name, result.tenths, result.sets, result.reps);
    setName("");
    setWeight("");
    setSets("");
    setReps("");
    setMessage(null);
  }

  const sessionVolume = exercises.reduce((sum, e) => sum + e.tenths * e.sets * e.reps, 0);

  return (
    <section className="card" aria-labelledby="exercises-heading">
      <h2 id="exercises-heading">Exercises</h2>
      <form className="entry-form" onSubmit={handleSubmit} noValidate>
        <div className="field field-wide">
          <label htmlFor="exercise-name">Exercise</label>
          <input id="exercise-name" type="text" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="exercise-weight">Weight (kg)</label>
          <input
            id="exercise-weight"
            type="text"
            inputMode="decimal"
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
          />
        </div>
        <div className="field field-narrow">
          <label htmlFor="exercise-sets">Sets</label>
          <input
            id="exercise-sets"
            type="text"
            inputMode="numeric"
            value={sets}
            onChange={(e) => setSets(e.target.value)}
          />
        </div>
        <div className="field field-narrow">
          <label htmlFor="exercise-reps">Reps</label>
          <input
            id="exercise-reps"
            type="text"
            inputMode="numeric"
            value={reps}
            onChange={(e) => setReps(e.target.value)}
          />
        </div>
        <button type="submit" className="primary">
          Add exercise
        </button>
      </form>
      {message && (
        <p className="message" role="alert">
          {message}
        </p>
      )}

      {exercises.length === 0 ? (
        <p className="muted">No exercises yet</p>
      ) : (
        <table className="exercise-table">
          <thead>
            <tr>
              <th scope="col">Exercise</th>
              <th scope="col">Weight</th>
              <th scope="col">Sets</th>
              <th scope="col">Reps</th>
              <th scope="col">Volume</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {exercises.map((e) => (
              <tr key={e.id}>
                <td>{e.name}</td>
                <td>{formatTenths(e.tenths)} kg</td>
                <td>{e.sets}</td>
                <td>{e.reps}</td>
                <td>{formatVolume(e.tenths * e.sets * e.reps)}</td>
                <td>
                  <div className="actions">
                    <button type="button" onClick={() => onLoad(e)}>
                      Load
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="totals">
        <p>Session volume: {formatVolume(sessionVolume)}</p>
      </div>
    </section>
  );
}
