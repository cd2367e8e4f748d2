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

export type Verdict = "Excellent" | "Good" | "Needs attention";
export const VERDICTS: Verdict[] = ["Excellent", "Good", "Needs attention"];

/** Excellent for 4.5 or above, Good from 3.5 up to 4.4, Needs attention below 3.5. */
export function verdictFor(rating: number): Verdict {
  const tenths = Math.round(rating * 10);
  if (tenths >= 45) return "Excellent";
  if (tenths >= 35) return "Good";
  return "Needs attention";
}

/** Average rating of all the forms together: each rating weighted by its feedback forms. */
export function formsWeightedRating(list: Exhibition[]): number {
  const forms = sum(list, (e) => e.forms);
  if (forms === 0) return 0;
  return sum(list, (e) => e.forms * e.rating) / forms;
}
