import { ServiceLine, TARGET_TENTHS } from "./data";
import { pctTenths } from "./format";

export interface LineRow extends ServiceLine {
  abandonedTenths: number;
  within60Tenths: number;
  met: boolean;
}

export function toRow(line: ServiceLine): LineRow {
  const within60Tenths = pctTenths(line.within60, line.answered);
  return {
    ...line,
    abandonedTenths: pctTenths(line.offered - line.answered, line.offered),
    within60Tenths,
    met: within60Tenths >= TARGET_TENTHS,
  };
}

export function totals(lines: ServiceLine[]) {
  const offered = lines.reduce((s, l) => s + l.offered, 0);
  const answered = lines.reduce((s, l) => s + l.answered, 0);
  const within60 = lines.reduce((s, l) => s + l.within60, 0);
  return {
    offered,
    answered,
    within60,
    abandonedTenths: pctTenths(offered - answered, offered),
    within60Tenths: pctTenths(within60, answered),
  };
}

export function byOfferedDesc(rows: LineRow[]): LineRow[] {
  return [...rows].sort((a, b) => b.offered - a.offered);
}
