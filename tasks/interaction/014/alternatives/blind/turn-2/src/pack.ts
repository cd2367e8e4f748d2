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
