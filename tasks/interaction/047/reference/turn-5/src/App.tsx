import { useState, type FormEvent } from "react";
import "./styles.css";
import {
  kg,
  parseCount,
  parseWeight,
  volume,
  parseTarget,
  perSideText,
  platesPerSide,
  loadedWeight,
  BAR,
  warmups,
  nextWeight,
  changeText,
} from "./lib";

type Exercise = {
  id: number;
  name: string;
  weight: number; // hundredths of a kilogram
  sets: number;
  reps: number;
  done: number;
};

type PlateResult = { lines: string[] };

type Finished = { number: number; done: number; total: number };

export default function App() {
  const [exercises, setExercises] = useState<Exercise[]>([]);
  const [nextId, setNextId] = useState(1);
  const [name, setName] = useState("");
  const [weightText, setWeightText] = useState("");
  const [setsText, setSetsText] = useState("");
  const [repsText, setRepsText] = useState("");
  const [message, setMessage] = useState("");
  const [target, setTarget] = useState("");
  const [plateResult, setPlateResult] = useState<PlateResult | null>(null);
  const [warmupId, setWarmupId] = useState<number | null>(null);
  const [session, setSession] = useState(1);
  const [history, setHistory] = useState<Finished[]>([]);

  const exerciseVolume = (e: Exercise) => e.weight * e.sets * e.reps;
  const sessionVolume = exercises.reduce((sum, e) => sum + exerciseVolume(e), 0);
  const doneVolume = exercises.reduce((sum, e) => sum + e.weight * e.reps * e.done, 0);
  const setsDone = exercises.reduce((sum, e) => sum + e.done, 0);
  const setsTotal = exercises.reduce((sum, e) => sum + e.sets, 0);
  const warmupFor = exercises.find((e) => e.id === warmupId) ?? exercises[0] ?? null;
  const warmupLines = warmupFor ? warmups(warmupFor.weight) : [];
  const warmupVolume = warmupLines.reduce((sum, w) => sum + w.weight * w.reps, 0);

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
    setExercises([...exercises, { id: nextId, name: trimmed, weight, sets, reps, done: 0 }]);
    setNextId(nextId + 1);
    setName("");
    setWeightText("");
    setSetsText("");
    setRepsText("");
    setMessage("");
  }

  function platesFor(text: string): PlateResult {
    const value = parseTarget(text);
    if (value === null) return { lines: ["Enter a weight like 102.5"] };
    if (value < BAR) return { lines: ["The bar alone weighs 20 kg"] };
    const side = platesPerSide(value);
    const lines = [`Per side: ${perSideText(side)}`];
    const loaded = loadedWeight(side);
    if (loaded !== value) lines.push(`${kg(value)} kg cannot be loaded exactly; loaded: ${kg(loaded)} kg`);
    return { lines };
  }

  function showPlates(event: FormEvent) {
    event.preventDefault();
    setPlateResult(platesFor(target));
  }

  function load(e: Exercise) {
    const text = kg(e.weight);
    setTarget(text);
    setPlateResult(platesFor(text));
  }

  function changeDone(id: number, by: number) {
    setExercises(
      exercises.map((e) => (e.id === id ? { ...e, done: Math.min(e.sets, Math.max(0, e.done + by)) } : e)),
    );
  }

  function remove(id: number) {
    setExercises(exercises.filter((e) => e.id !== id));
  }

  function startNext() {
    if (exercises.length === 0) return;
    setHistory([...history, { number: session, done: doneVolume, total: sessionVolume }]);
    setExercises(exercises.map((e) => ({ ...e, weight: nextWeight(e.weight, e.sets, e.done), done: 0 })));
    setSession(session + 1);
  }

  return (
    <main className="page">
      <h1>Lifting session planner</h1>
      <p className="session-number">Session {session}</p>

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
                <th scope="col">Done</th>
                <th scope="col">Actions</th>
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
                  <td>{e.done} of {e.sets}</td>
                  <td className="actions">
                    <button type="button" onClick={() => load(e)}>
                      Load
                    </button>
                    <button type="button" onClick={() => changeDone(e.id, 1)} disabled={e.done >= e.sets}>
                      Set done
                    </button>
                    <button type="button" onClick={() => changeDone(e.id, -1)} disabled={e.done <= 0}>
                      Undo set
                    </button>
                    <button type="button" onClick={() => remove(e.id)}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="total">Session volume: {volume(sessionVolume)}</p>
        <p className="total">Volume done: {volume(doneVolume)}</p>
        <p className="total">
          Sets done: {setsDone} of {setsTotal}
        </p>
      </section>

      <section className="card" aria-labelledby="plates-heading">
        <h2 id="plates-heading">Plate calculator</h2>
        <p className="hint">Bar 20 kg. Pairs in the box: 3 × 25, 1 × 20, 1 × 15, 2 × 10, 1 × 5, 1 × 2.5, 1 × 1.25.</p>
        <form className="row-form" onSubmit={showPlates} noValidate>
          <label>
            Target (kg)
            <input value={target} onChange={(e) => setTarget(e.target.value)} inputMode="decimal" />
          </label>
          <button type="submit">Show plates</button>
        </form>
        {plateResult && (
          <div className="result" aria-live="polite">
            {plateResult.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </section>

      <section className="card" aria-labelledby="warmup-heading">
        <h2 id="warmup-heading">Warm-up</h2>
        {warmupFor === null ? (
          <p className="empty">Add an exercise to see its warm-ups</p>
        ) : (
          <>
            <label className="inline">
              Warm up for
              <select value={String(warmupFor.id)} onChange={(e) => setWarmupId(Number(e.target.value))}>
                {exercises.map((e) => (
                  <option key={e.id} value={String(e.id)}>
                    {e.name}
                  </option>
                ))}
              </select>
            </label>
            <ul className="lines">
              {warmupLines.map((w) => (
                <li key={w.weight}>
                  {kg(w.weight)} kg x {w.reps} (per side: {perSideText(platesPerSide(w.weight))})
                </li>
              ))}
            </ul>
            <p className="total">Warm-up volume: {volume(warmupVolume)}</p>
          </>
        )}
      </section>

      <section className="card" aria-labelledby="next-heading">
        <h2 id="next-heading">Next session</h2>
        {exercises.length === 0 ? (
          <p className="empty">Nothing to plan yet</p>
        ) : (
          <ul className="lines">
            {exercises.map((e) => {
              const next = nextWeight(e.weight, e.sets, e.done);
              return (
                <li key={e.id}>
                  {e.name}: {kg(next)} kg {changeText(e.weight, next)}
                </li>
              );
            })}
          </ul>
        )}
        <button type="button" onClick={startNext}>
          Start next session
        </button>
      </section>

      <section className="card" aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        {history.length === 0 ? (
          <p className="empty">No sessions finished yet</p>
        ) : (
          <ul className="lines">
            {history.map((h) => (
              <li key={h.number}>
                Session {h.number}: {volume(h.done)} done of {volume(h.total)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
