export type Bar = { name: string; missed: number };

const W = 760;
const ROW = 38;
const PAD = { left: 150, right: 28, top: 10, bottom: 54 };
const TOP = 50;
const TICKS = [0, 10, 20, 30, 40, 50];

export default function MissedChart({ bars }: { bars: Bar[] }) {
  const H = PAD.top + bars.length * ROW + PAD.bottom;
  const plotW = W - PAD.left - PAD.right;
  const x = (v: number) => PAD.left + (v / TOP) * plotW;
  const base = PAD.top + bars.length * ROW;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Horizontal bar chart of missed appointments by clinician">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={x(t)} x2={x(t)} y1={PAD.top} y2={base} />
          <text className="tick" x={x(t)} y={base + 16} textAnchor="middle">{t}</text>
        </g>
      ))}
      {bars.map((b, i) => {
        const y = PAD.top + i * ROW;
        return (
          <g key={b.name}>
            <text className="tick" x={PAD.left - 10} y={y + ROW / 2 + 4} textAnchor="end">{b.name}</text>
            <rect className="bar" role="img" aria-label={`${b.name}: ${b.missed} missed`}
              x={x(0)} y={y + 7} width={x(b.missed) - x(0)} height={ROW - 14} />
          </g>
        );
      })}
      <text className="axis-label" x={PAD.left + plotW / 2} y={H - 10} textAnchor="middle">Appointments missed</text>
    </svg>
  );
}
