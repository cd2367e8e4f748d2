import { REORDER_BELOW, oneDecimal, statusOf, weeksOfSupply, type Vaccine } from "./stock";

type Props = { vaccines: Vaccine[] };

const VIEW_W = 760;
const NAME_COL = 190;
const END_PAD = 60;
const HEAD = 34;
const LANE = 36;
const THICK = 22;
const FOOT = 58;

const FILL: Record<string, string> = {
  "Reorder now": "#b42318",
  Low: "#b26b00",
  OK: "#2f6f5a",
};

export default function SupplyChart({ vaccines }: Props) {
  const weeks = vaccines.map(weeksOfSupply);
  const axisMax = Math.max(REORDER_BELOW + 1, Math.ceil(Math.max(...weeks)));
  const plotW = VIEW_W - NAME_COL - END_PAD;
  const plotH = vaccines.length * LANE;
  const viewH = HEAD + plotH + FOOT;
  const sx = (w: number) => NAME_COL + (w / axisMax) * plotW;
  const ticks = Array.from({ length: axisMax + 1 }, (_, i) => i);
  const reorderX = sx(REORDER_BELOW);

  return (
    <svg className="supply-chart" viewBox={`0 0 ${VIEW_W} ${viewH}`}>
      <g aria-hidden="true">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={sx(t)} x2={sx(t)} y1={HEAD} y2={HEAD + plotH} stroke="#e1e8e5" />
            <text x={sx(t)} y={HEAD + plotH + 18} textAnchor="middle" fontSize="12" fill="#34443f">
              {t}
            </text>
          </g>
        ))}
      </g>
      <text x={NAME_COL + plotW / 2} y={HEAD + plotH + 46} textAnchor="middle" fontSize="13" fill="#13201c">
        Weeks of supply at current use
      </text>
      {vaccines.map((v, i) => {
        const w = weeks[i];
        const top = HEAD + i * LANE + (LANE - THICK) / 2;
        return (
          <g key={v.name}>
            <text x={NAME_COL - 10} y={top + THICK / 2 + 5} textAnchor="end" fontSize="13" fill="#13201c">
              {v.name}
            </text>
            <rect
              role="img"
              aria-label={`${v.name}: ${oneDecimal(w)} weeks of supply`}
              x={NAME_COL}
              y={top}
              width={sx(w) - NAME_COL}
              height={THICK}
              fill={FILL[statusOf(w)]}
            />
            <text x={sx(w) + 6} y={top + THICK / 2 + 4} fontSize="12" fill="#34443f" aria-hidden="true">
              {oneDecimal(w)}
            </text>
          </g>
        );
      })}
      <line x1={NAME_COL} x2={NAME_COL} y1={HEAD} y2={HEAD + plotH} stroke="#13201c" />
      <line
        x1={reorderX}
        x2={reorderX}
        y1={HEAD - 8}
        y2={HEAD + plotH}
        stroke="#13201c"
        strokeWidth="2"
        strokeDasharray="5 4"
      />
      <text x={reorderX + 6} y={HEAD - 12} fontSize="13" fontWeight="700" fill="#13201c">
        Reorder point: 2 weeks
      </text>
    </svg>
  );
}
