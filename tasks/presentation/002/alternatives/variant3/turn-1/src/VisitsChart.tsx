import { formatCount } from './format';

interface Props {
  months: string[];
  visits: number[];
}

const WIDTH = 720;
const HEIGHT = 340;
const PAD = { top: 20, right: 24, bottom: 46, left: 92 };
const STEP = 1000;

export default function VisitsChart({ months, visits }: Props) {
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;

  // Nice bounds around the data, on whole thousands with a little headroom.
  const low = Math.floor(Math.min(...visits) / 2000) * 2000;
  const high = Math.ceil(Math.max(...visits) / 2000) * 2000;
  const ticks: number[] = [];
  for (let t = low; t <= high; t += STEP) ticks.push(t);

  const xAt = (i: number) => PAD.left + (plotW * (i + 0.5)) / months.length;
  const yAt = (v: number) => PAD.top + plotH - ((v - low) / (high - low)) * plotH;

  const path = visits
    .map((v, i) => `${i === 0 ? 'M' : 'L'}${xAt(i).toFixed(1)},${yAt(v).toFixed(1)}`)
    .join(' ');

  return (
    <svg
      className="visits-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
    >
      <title>Monthly door-counter visits, January to June 2025</title>

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

      <path className="series series-2025" d={path} fill="none" />

      {visits.map((v, i) => (
        <circle
          key={months[i]}
          className="marker marker-2025"
          role="img"
          cx={xAt(i)}
          cy={yAt(v)}
          r={5.5}
        >
          <title>{`${months[i]}: ${formatCount(v)} visits`}</title>
        </circle>
      ))}
    </svg>
  );
}
