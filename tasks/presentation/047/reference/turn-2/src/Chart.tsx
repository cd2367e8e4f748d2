import type { Species } from "./data";

const W = 720;
const H = 320;
const PAD = { left: 70, right: 20, top: 16, bottom: 46 };
const MAX = 500;
const TICKS = [0, 100, 200, 300, 400, 500];

export default function ConsultationsChart({ species }: { species: Species[] }) {
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / species.length;
  const y = (v: number) => PAD.top + plotH - (v / MAX) * plotH;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-label="Bar chart of November consultations per species">
      {TICKS.map((t) => (
        <g key={t}>
          <line className="grid" x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text className="tick" x={PAD.left - 8} y={y(t) + 4} textAnchor="end">{t}</text>
        </g>
      ))}
      {species.map((s, i) => {
        const x = PAD.left + i * slot + slot * 0.2;
        return (
          <g key={s.name}>
            <rect className="bar" role="img" aria-label={`${s.name}: ${s.consultations.toLocaleString("en-GB")} consultations`}
              x={x} y={y(s.consultations)} width={slot * 0.6} height={y(0) - y(s.consultations)} />
            <text className="tick" x={x + slot * 0.3} y={H - PAD.bottom + 18} textAnchor="middle">{s.name}</text>
          </g>
        );
      })}
      <text className="axis-title" transform={`translate(16 ${PAD.top + plotH / 2}) rotate(-90)`} textAnchor="middle">
        Number of consultations
      </text>
    </svg>
  );
}
