import { formatCount } from './format';
import type { YearSeries } from './data';

interface Props {
  months: string[];
  current: YearSeries;
  previous: YearSeries;
}

const WIDTH = 720;
const HEIGHT = 340;
const PAD = { top: 20, right: 24, bottom: 46, left: 92 };
const STEP = 1000;
const SQUARE = 9;

export default function VisitsChart({ months, current, previous }: Props) {
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;

  // Nice bounds around both years, on whole thousands with a little headroom.
  const all = [...current.visits, ...previous.visits];
  const low = Math.floor(Math.min(...all) / 2000) * 2000;
  const high = Math.ceil(Math.max(...all) / 2000) * 2000;
  const ticks: number[] = [];
  for (let t = low; t <= high; t += STEP) ticks.push(t);

  const xAt = (i: number) => PAD.left + (plotW * (i + 0.5)) / months.length;
  const yAt = (v: number) => PAD.top + plotH - ((v - low) / (high - low)) * plotH;

  const pathFor = (values: number[]) =>
    values.map((v, i) => `${i === 0 ? 'M' : 'L'}${xAt(i).toFixed(1)},${yAt(v).toFixed(1)}`).join(' ');

  const nameFor = (series: YearSeries, i: number) =>
    `${months[i]} ${series.year}: ${formatCount(series.visits[i])} visits`;

  return (
    <svg
      className="visits-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
    >
      <title>Monthly door-counter visits, January to June, 2025 and 2024</title>

      <g className="grid">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={yAt(t)} y2={yAt(t)} />
            <text x={PAD.left - 10} y={yAt(t)} dy="0.35em" textAnchor="end">
              {formatCount(t)}
            </text>
          </g>
        ))}
      </g>

      <text
        className="axis-title"
        transform={`translate(20 ${PAD.top + plotH / 2}) rotate(-90)`}
        textAnchor="middle"
      >
        Door-counter visits
      </text>

      <line
        className="baseline"
        x1={PAD.left}
        x2={WIDTH - PAD.right}
        y1={PAD.top + plotH}
        y2={PAD.top + plotH}
      />

      <g className="month-labels">
        {months.map((m, i) => (
          <text key={m} x={xAt(i)} y={HEIGHT - PAD.bottom + 24} textAnchor="middle">
            {m}
          </text>
        ))}
      </g>

      {/* Last year underneath: dashed line, hollow square markers. */}
      <path className="series series-2024" d={pathFor(previous.visits)} fill="none" />
      {previous.visits.map((v, i) => (
        <rect
          key={`prev-${months[i]}`}
          className="marker marker-2024"
          role="img"
          x={xAt(i) - SQUARE / 2}
          y={yAt(v) - SQUARE / 2}
          width={SQUARE}
          height={SQUARE}
        >
          <title>{nameFor(previous, i)}</title>
        </rect>
      ))}

      {/* This year on top: solid line, filled round markers. */}
      <path className="series series-2025" d={pathFor(current.visits)} fill="none" />
      {current.visits.map((v, i) => (
        <circle
          key={`cur-${months[i]}`}
          className="marker marker-2025"
          role="img"
          cx={xAt(i)}
          cy={yAt(v)}
          r={5.5}
        >
          <title>{nameFor(current, i)}</title>
        </circle>
      ))}
    </svg>
  );
}
