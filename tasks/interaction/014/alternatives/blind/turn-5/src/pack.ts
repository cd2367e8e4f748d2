import { CATEGORIES, type Category, type GearItem } from "./types";
import { parseNumber, parseWhole } from "./validate";

/** The weight an item counts in every figure: half (rounded up) when shared. */
export function countedGrams(item: GearItem): number {
  return item.shared ? Math.ceil(item.grams / 2) : item.grams;
}

export type PackTotals = { base: number; worn: number; skinOut: number };

export function packTotals(items: GearItem[]): PackTotals {
  let base = 0;
  let worn = 0;
  for (const item of items) {
    if (item.worn) worn += countedGrams(item);
    else base += countedGrams(item);
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
    rows.push({ category, grams: carried.reduce((sum, item) => sum + countedGrams(item), 0) });
  }
  return rows.sort((a, b) => b.grams - a.grams);
}

export const HEAVY_GRAMS = 1000;

/** Carried items counting 1,000 g or more are marked heavy; worn items never are. */
export function isHeavy(item: GearItem): boolean {
  return !item.worn && countedGrams(item) >= HEAVY_GRAMS;
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

export const FUEL_GRAMS_PER_DAY = 25;

export type ConsumableInputs = { days: string; foodPerDay: string; water: string };

export type ConsumablesResult =
  | { ok: true; food: number; water: number; fuel: number; total: number }
  | { ok: false; messages: string[] };

/** Fuel is only packed while a Cooking item is carried (not worn). */
export function needsFuel(items: GearItem[]): boolean {
  return items.some((item) => item.category === "Cooking" && !item.worn);
}

export function consumables(inputs: ConsumableInputs, items: GearItem[]): ConsumablesResult {
  const days = parseWhole(inputs.days, 1, 14);
  const foodPerDay = parseWhole(inputs.foodPerDay, 200, 1500);
  const waterLitres = parseNumber(inputs.water, 0, 6);
  const messages: string[] = [];
  if (days === null) messages.push("Days must be a whole number from 1 to 14");
  if (foodPerDay === null) messages.push("Food per day must be a whole number from 200 to 1500 g");
  if (waterLitres === null) messages.push("Water must be from 0 to 6 L");
  if (days === null || foodPerDay === null || waterLitres === null) return { ok: false, messages };
  const food = days * foodPerDay;
  const water = kgToGrams(waterLitres); // 1 L of water weighs 1,000 g
  const fuel = needsFuel(items) ? FUEL_GRAMS_PER_DAY * days : 0;
  return { ok: true, food, water, fuel, total: food + water + fuel };
}
