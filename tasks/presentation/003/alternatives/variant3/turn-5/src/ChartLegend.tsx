import type { Stage } from './data';
import { isSlowerThanUsual } from './data';

interface Props {
  stages: Stage[];
}

export default function ChartLegend({ stages }: Props) {
  const slower = stages.filter(isSlowerThanUsual).map((s) => s.name);

  return (
    <div className="chart-notes">
      <ul className="legend">
        <li>
          <span className="key key-last" aria-hidden="true" />
          Last run
        </li>
        <li>
          <span className="key key-median" aria-hidden="true" />
          20-run median
        </li>
      </ul>
      <p className="slower-note">
        Slower than usual: {slower.length > 0 ? slower.join(', ') : 'none'}
      </p>
    </div>
  );
}
