import type { Landing } from "./data";

export function byValueDesc(list: Landing[]): Landing[] {
  return [...list].sort((a, b) => b.valuePence - a.valuePence);
}

/** Value divided by landed weight, rounded to the penny (in pence). */
export function pricePerKgPence(x: { kg: number; valuePence: number }): number {
  return x.kg === 0 ? 0 : Math.round(x.valuePence / x.kg);
}

export function totals(list: Landing[]) {
  return list.reduce(
    (acc, l) => ({ kg: acc.kg + l.kg, valuePence: acc.valuePence + l.valuePence }),
    { kg: 0, valuePence: 0 }
  );
}

export type Status = "Open" | "Watch" | "Closed";

export const STATUSES: Status[] = ["Open", "Watch", "Closed"];

/** Landed weight as a percentage of the quota (exact, not rounded). */
export function quotaUsed(l: { kg: number; quotaKg: number }): number {
  return (l.kg / l.quotaKg) * 100;
}

/** Decided on the exact share: Open under 80%, Watch from 80% to under 100%, Closed at 100% or more. */
export function quotaStatus(l: { kg: number; quotaKg: number }): Status {
  if (l.kg >= l.quotaKg) return "Closed";
  if (l.kg * 100 >= l.quotaKg * 80) return "Watch";
  return "Open";
}

export function formatShare(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)}%`;
}
