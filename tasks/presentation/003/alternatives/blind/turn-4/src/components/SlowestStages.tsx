import { shareOf, type Stage } from "../pipeline";
import { formatDuration } from "../duration";

const HOW_MANY = 3;

export function SlowestStages({ stages, total }: { stages: Stage[]; total: number }) {
  const slowest = [...stages].sort((a, b) => b.seconds - a.seconds).slice(0, HOW_MANY);
  return (
    <section className="block">
      <h2>Slowest stages</h2>
      <ol className="slowest">
        {slowest.map((s) => (
          <li key={s.name}>{`${s.name}: ${formatDuration(s.seconds)} (${shareOf(s.seconds, total)} of total)`}</li>
        ))}
      </ol>
    </section>
  );
}
