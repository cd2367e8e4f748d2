import type { YearSeries } from './data';

interface Props {
  current: YearSeries;
  previous: YearSeries;
}

function Swatch({ kind }: { kind: 'current' | 'previous' }) {
  return (
    <svg className="swatch" width="34" height="14" viewBox="0 0 34 14" aria-hidden="true">
      {kind === 'current' ? (
        <>
          <line className="series series-2025" x1="1" x2="33" y1="7" y2="7" />
          <circle className="marker-2025" cx="17" cy="7" r="4.5" />
        </>
      ) : (
        <>
          <line className="series series-2024" x1="1" x2="33" y1="7" y2="7" />
          <rect className="marker-2024" x="13" y="3" width="8" height="8" />
        </>
      )}
    </svg>
  );
}

export default function Legend({ current, previous }: Props) {
  return (
    <ul className="legend">
      <li>
        <Swatch kind="current" />
        {current.legend}
      </li>
      <li>
        <Swatch kind="previous" />
        {previous.legend}
      </li>
    </ul>
  );
}
