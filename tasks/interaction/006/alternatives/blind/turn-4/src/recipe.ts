export type Unit = "g" | "ml" | "";
export type UnitSystem = "metric" | "us";

export type RecipeItem = {
  key: string;
  name: string;
  amount: number;
  unit: Unit;
  /** How to show the item in a US-style kitchen; absent means "as metric". */
  us?: { perUnit: number; label: "cups" | "tbsp" };
};

/** The base recipe is written for this many people. */
export const BASE_SERVINGS = 4;

export const BASE_RECIPE: RecipeItem[] = [
  { key: "flour", name: "Flour", amount: 250, unit: "g", us: { perUnit: 125, label: "cups" } },
  { key: "buttermilk", name: "Buttermilk", amount: 500, unit: "ml", us: { perUnit: 240, label: "cups" } },
  { key: "sugar", name: "Sugar", amount: 30, unit: "g", us: { perUnit: 200, label: "cups" } },
  { key: "butter", name: "Unsalted butter", amount: 40, unit: "g", us: { perUnit: 14, label: "tbsp" } },
  { key: "eggs", name: "Eggs", amount: 2, unit: "" },
];

/** An extra the cook added; always shown in grams. */
export function extraItem(key: string, name: string, grams: number): RecipeItem {
  return { key, name, amount: grams, unit: "g" };
}

/** Half-up rounding that is not fooled by binary float noise (1.15 -> 1.2). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(12));
  return Math.round(scaled) / factor;
}

/** Rounds and prints without trailing zeros: 312.5, 3, 2.86. */
export function trimmed(value: number, decimals: number): string {
  return String(roundTo(value, decimals));
}

function usLabel(label: "cups" | "tbsp", shown: string): string {
  if (label === "cups" && shown === "1") return "cup";
  return label;
}

export function describe(item: RecipeItem, servings: number, system: UnitSystem): string {
  const scaled = (item.amount * servings) / BASE_SERVINGS;
  if (system === "us" && item.us) {
    const shown = trimmed(scaled / item.us.perUnit, 2);
    return `${item.name}: ${shown} ${usLabel(item.us.label, shown)}`;
  }
  const amount = trimmed(scaled, 1);
  return item.unit ? `${item.name}: ${amount} ${item.unit}` : `${item.name}: ${amount}`;
}
