import { RECIPES, RECIPE_SERVINGS, findRecipe, type Unit } from "./data";
import type { PlannedMeal } from "./types";

export const UNIT_OF: Record<string, Unit> = {};
for (const recipe of RECIPES) {
  for (const ingredient of recipe.ingredients) UNIT_OF[ingredient.name] = ingredient.unit;
}

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The twelve ingredients of the recipes, A to Z. */
export const INGREDIENTS = Object.keys(UNIT_OF).sort(byName);

/**
 * Exact needs of every ingredient, kept as whole numbers of 1/RECIPE_SERVINGS units
 * (amount × servings), so no rounding happens before the end.
 */
export function scaledNeeds(meals: PlannedMeal[]): Map<string, number> {
  const needs = new Map<string, number>();
  for (const meal of meals) {
    for (const ingredient of findRecipe(meal.recipe).ingredients) {
      needs.set(ingredient.name, (needs.get(ingredient.name) ?? 0) + ingredient.amount * meal.servings);
    }
  }
  return needs;
}

export type ShoppingLine = { name: string; amount: number };

export type Pantry = Record<string, number>;

export type ShoppingResult = {
  /** Lines still to buy, A to Z, each rounded up to a whole unit. */
  lines: ShoppingLine[];
  /** Needed ingredients the pantry fully covers, A to Z. */
  atHome: string[];
};

/** What the planned meals need beyond what the pantry holds. */
export function shoppingLines(meals: PlannedMeal[], pantry: Pantry): ShoppingResult {
  const lines: ShoppingLine[] = [];
  const atHome: string[] = [];
  for (const [name, scaled] of scaledNeeds(meals)) {
    const held = (pantry[name] ?? 0) * RECIPE_SERVINGS;
    if (held >= scaled) {
      atHome.push(name);
    } else {
      lines.push({ name, amount: Math.ceil((scaled - held) / RECIPE_SERVINGS) });
    }
  }
  lines.sort((a, b) => byName(a.name, b.name));
  atHome.sort(byName);
  return { lines, atHome };
}

/** "68 g", "350 ml", "1.01 kg", "1.25 L" or "5" for pieces. */
export function formatAmount(name: string, amount: number): string {
  const unit = UNIT_OF[name];
  if (unit === "piece") return `${amount}`;
  if (amount < 1000) return `${amount} ${unit}`;
  const hundredths = Math.ceil(amount / 10);
  const whole = Math.floor(hundredths / 100);
  const cents = String(hundredths % 100).padStart(2, "0");
  return `${whole}.${cents} ${unit === "g" ? "kg" : "L"}`;
}

export function lineText(name: string, amount: number): string {
  return `${name}: ${formatAmount(name, amount)}`;
}
