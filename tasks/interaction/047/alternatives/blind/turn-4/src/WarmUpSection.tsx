import { formatTenths, formatVolume, platesPerSide, platesText, warmUps } from "./lib";
import type { Exercise } from "./types";

type Props = {
  exercises: Exercise[];
  chosen: Exercise | null;
  onChoose: (id: number) => void;
};

export default function WarmUpSection({ exercises, chosen, onChoose }: Props) {
  const lines = chosen ? warmUps(chosen.tenths) : [];
  const volume = lines.reduce((sum, w) => sum + w.tenths * w.reps, 0);

  return (
    <section className="card" aria-labelledby="warmup-heading">
      <h2 id="warmup-heading">Warm-up</h2>
      {exercises.length === 0 || !chosen ? (
        <p className="muted">Add an exercise to see its warm-ups</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor="warmup-for">Warm up for</label>
            <select id="warmup-for" value={chosen.id} onChange={(e) => onChoose(Number(e.target.value))}>
              {exercises.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name}
                </option>
              ))}
            </select>
          </div>
          <ul className="warmup-list">
            {lines.map((w) => (
              <li key={w.reps}>
                {formatTenths(w.tenths)} kg x {w.reps} (per side: {platesText(platesPerSide(w.tenths * 10))})
              </li>
            ))}
          </ul>
          <p>Warm-up volume: {formatVolume(volume)}</p>
        </>
      )}
    </section>
  );
}
