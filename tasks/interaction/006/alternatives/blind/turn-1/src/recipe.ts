export type Unit = "g" | "ml" | "";

export type RecipeItem = {
  key: string;
  name: string;
  amount: number;
  unit: Unit;
};

/** The base recipe is written for this many people. */
export const BASE_SERVINGS = 4;

export const BASE_RECIPE: RecipeItem[] = [
  { key: "flour", name: "Flour", amount: 250, unit: "g" },
  { key: "buttermilk", name: "Buttermilk", amount: 500, unit: "ml" },
  { key: "sugar", name: "Sugar", amount: 30, unit: "g" },
  { key: "butter", name: "Unsalted butter", amount: 40, unit: "g" },
  { key: "eggs", name: "Eggs", amount: 2, unit: "" },
];

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

export function describe(item: RecipeItem, servings: number): string {
  const scaled = (item.amount * servings) / BASE_SERVINGS;
  const amount = trimmed(scaled, 1);
  return item.unit ? `${item.name}: ${amount} ${item.unit}` : `${item.name}: ${amount}`;
}
