import type { Parish } from "./data";
import { planTenths } from "./format";

export type PlanFigure = { name: string; tenths: number };

/** Each parish's against-plan figure as shown, highest first. */
export function figuresHighestFirst(parishes: Parish[]): PlanFigure[] {
  return parishes
    .map((p) => ({ name: p.name, tenths: planTenths(p.connected, p.planned) }))
    .sort((a, b) => b.tenths - a.tenths);
}
