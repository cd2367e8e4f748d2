import { percentOf } from "./format";

export type Ward = { name: string; planted: number; alive: number };

// Trees planted in the 2024-25 winter season and trees alive one year later.
export const WARDS: Ward[] = [
  { name: "Northgate", planted: 1240, alive: 1103 },
  { name: "Riverside", planted: 2080, alive: 1768 },
  { name: "Castlefield", planted: 860, alive: 801 },
  { name: "Millbrook", planted: 1615, alive: 1298 },
  { name: "Ashton Vale", planted: 1395, alive: 1251 },
];

export function totalPlanted(list: Ward[]): number {
  return list.reduce((sum, w) => sum + w.planted, 0);
}

export function totalAlive(list: Ward[]): number {
  return list.reduce((sum, w) => sum + w.alive, 0);
}

/** Survival in percent, one decimal. */
export function survival(w: Ward): number {
  return percentOf(w.alive, w.planted);
}

/** Highest survival first. */
export function bySurvival(list: Ward[]): Ward[] {
  return [...list].sort((a, b) => b.alive / b.planted - a.alive / a.planted);
}

/** The programme's target: a survival of at least 85.0%. */
export const TARGET = 85;

/** Exactly 85.0% meets the target. */
export function meetsTarget(w: Ward): boolean {
  return survival(w) >= TARGET;
}

export function wardsMeetingTarget(list: Ward[]): number {
  return list.filter(meetsTarget).length;
}

/** Each replacement tree costs £215. */
export const TREE_COST = 215;

export function treesLost(w: Ward): number {
  return w.planted - w.alive;
}

export function replantingCost(w: Ward): number {
  return treesLost(w) * TREE_COST;
}

export function totalReplantingCost(list: Ward[]): number {
  return list.reduce((sum, w) => sum + replantingCost(w), 0);
}

/** Most trees lost first. */
export function byTreesLost(list: Ward[]): Ward[] {
  return [...list].sort((a, b) => treesLost(b) - treesLost(a));
}
