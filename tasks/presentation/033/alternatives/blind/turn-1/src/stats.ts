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
