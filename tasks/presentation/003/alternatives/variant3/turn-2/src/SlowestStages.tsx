import type { Stage } from './data';
import { formatDuration, shareOf } from './duration';

interface Props {
  stages: Stage[];
  totalSec: number;
  count?: number;
}

export default function SlowestStages({ stages, totalSec, count = 3 }: Props) {
  const slowest = [...stages].sort((a, b) => b.lastSec - a.lastSec).slice(0, count);

  return (
    <div className="card">
      <h2>Slowest stages</h2>
      <ol className="slowest">
        {slowest.map((stage) => (
          <li key={stage.name}>
            {stage.name}: {formatDuration(stage.lastSec)} ({shareOf(stage.lastSec, totalSec)} of total)
          </li>
        ))}
      </ol>
    </div>
  );
}
