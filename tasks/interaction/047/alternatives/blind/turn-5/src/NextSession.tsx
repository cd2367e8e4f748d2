import { formatChange, formatTenths, nextWeight } from "./lib";
import type { Exercise } from "./types";

type Props = {
  exercises: Exercise[];
  onStart: () => void;
};

export default function NextSession({ exercises, onStart }: Props) {
  return (
    <section className="card" aria-labelledby="next-heading">
      <h2 id="next-heading">Next session</h2>
      {exercises.length === 0 ? (
        <p className="muted">Nothing to plan yet</p>
      ) : (
        <ul className="next-list">
          {exercises.map((e) => {
            const next = nextWeight(e.tenths, e.sets, e.done);
            return (
              <li key={e.id}>
                {e.name}: {formatTenths(next)} kg {formatChange(next - e.tenths)}
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="primary" onClick={onStart}>
        Start next session
      </button>
    </section>
  );
}
