import type { Exhibition } from "./data";

export function sum(list: Exhibition[], pick: (e: Exhibition) => number): number {
  return list.reduce((acc, e) => acc + pick(e), 0);
}

/** Feedback forms as a percentage of visitors (unrounded). */
export function responseRate(forms: number, visitors: number): number {
  return visitors > 0 ? (forms / visitors) * 100 : 0;
}

export function byVisitorsMostFirst(list: Exhibition[]): Exhibition[] {
  return [...list].sort((a, b) => b.visitors - a.visitors || a.name.localeCompare(b.name));
}
