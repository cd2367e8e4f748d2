import type { Child, Chore } from "./types";

export const BONUS = 50;
export const PENALTY = 20;
export const CAP = 400;

export interface Earning {
  child: Child;
  pence: number;
  capped: boolean;
}

export function earningFor(childId: number, chores: Chore[]): { pence: number; capped: boolean } {
  const mine = chores.filter((c) => c.assignee === childId);
  if (mine.length === 0) return { pence: 0, capped: false };
  let raw = 0;
  let unticked = 0;
  for (const chore of mine) {
    if (chore.done) raw += chore.pence;
    else unticked += 1;
  }
  if (unticked === 0) raw += BONUS;
  raw -= unticked * PENALTY;
  if (raw > CAP) return { pence: CAP, capped: true };
  return { pence: Math.max(0, raw), capped: false };
}

export function computeEarnings(children: Child[], chores: Chore[]): Earning[] {
  return children.map((child) => ({ child, ...earningFor(child.id, chores) }));
}

export function totalPayout(earnings: Earning[]): number {
  return earnings.reduce((sum, e) => sum + e.pence, 0);
}
