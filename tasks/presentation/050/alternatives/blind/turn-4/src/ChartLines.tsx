import { formatTenths } from "./format";
import type { PlanFigure } from "./planFigures";

export default function ChartLines({ figures }: { figures: PlanFigure[] }) {
  const ahead = figures[0];
  const behind = figures[figures.length - 1];

  return (
    <ul className="lines">
      <li>
        Furthest ahead: {ahead.name} ({formatTenths(ahead.tenths)} of plan)
      </li>
      <li>
        Furthest behind: {behind.name} ({formatTenths(behind.tenths)} of plan)
      </li>
    </ul>
  );
}
