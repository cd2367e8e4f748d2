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
