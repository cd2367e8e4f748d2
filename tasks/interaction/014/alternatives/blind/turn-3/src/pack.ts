import { CATEGORIES, type Category, type GearItem } from "./types";

export type PackTotals = { base: number; worn: number; skinOut: number };

export function packTotals(items: GearItem[]): PackTotals {
  let base = 0;
  let worn = 0;
  for (const item of items) {
    if (item.worn) worn += item.grams;
    else base += item.grams;
  }
  return { base, worn, skinOut: base + worn };
}

export type CategoryWeight = { category: Category; grams: number };

/** Carried (not worn) weight per category, heaviest first; ties keep the dropdown order. */
export function carriedByCategory(items: GearItem[]): CategoryWeight[] {
  const rows: CategoryWeight[] = [];
  for (const category of CATEGORIES) {
    const carried = items.filter((item) => item.category === category && !item.worn);
    if (carried.length === 0) continue;
    rows.push({ category, grams: carried.reduce((sum, item) => sum + item.grams, 0) });
  }
  return rows.sort((a, b) => b.grams - a.grams);
}

export const HEAVY_GRAMS = 1000;

/** Carried items of 1,000 g or more are marked heavy; worn items never are. */
export function isHeavy(item: GearItem): boolean {
  return !item.worn && item.grams >= HEAVY_GRAMS;
}

/** Kilograms turned into grams without floating-point crumbs (1.1 kg -> 1100 g). */
export function kgToGrams(kg: number): number {
  return Math.round(kg * 1_000_000) / 1000;
}

export function limitStatus(baseGrams: number, limitKg: number): string {
  const diff = baseGrams - kgToGrams(limitKg);
  if (diff === 0) return "At limit";
  const kg = (Math.abs(diff) / 1000).toFixed(3);
  return diff < 0 ? `Under limit by ${kg} kg` : `Over limit by ${kg} kg`;
}
