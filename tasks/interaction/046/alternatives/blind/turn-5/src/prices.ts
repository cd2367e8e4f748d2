import { RECIPE_SERVINGS, findRecipe } from "./data";
import { UNIT_OF, shownAmount, type ShoppingLine } from "./shopping";
import type { PlannedMeal } from "./types";

/** Pence per kg (grams), per litre (millilitres) or per piece. */
export const PRICE_PENCE: Record<string, number> = {
  Cheddar: 800,
  "Chopped tomatoes": 150,
  "Coconut milk": 320,
  Eggs: 30,
  "Kidney beans": 160,
  Milk: 110,
  Oats: 180,
  Onion: 25,
  Pasta: 140,
  "Red lentils": 360,
  Rice: 200,
  Spinach: 900,
};

/** Grams in a kg and millilitres in a litre. */
const PER_BULK = 1000;

/** num / den rounded to the nearest whole number, halves up (num, den ≥ 0). */
function roundHalfUp(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den));
}

/** A meal's exact ingredient amounts times their prices, rounded to the penny at the end. */
export function mealCost(meal: PlannedMeal): number {
  let num = 0;
  for (const ingredient of findRecipe(meal.recipe).ingredients) {
    const scale = UNIT_OF[ingredient.name] === "piece" ? PER_BULK : 1;
    num += ingredient.amount * meal.servings * PRICE_PENCE[ingredient.name] * scale;
  }
  return roundHalfUp(num, RECIPE_SERVINGS * PER_BULK);
}

/** A shopping line's amount as shown times its price, rounded to the penny. */
export function lineCost(line: ShoppingLine): number {
  const amount = shownAmount(line.name, line.amount);
  const price = PRICE_PENCE[line.name];
  if (UNIT_OF[line.name] === "piece") return amount * price;
  return roundHalfUp(amount * price, PER_BULK);
}

export function formatMoney(pence: number): string {
  const whole = Math.floor(pence / 100);
  const rest = String(pence % 100).padStart(2, "0");
  return `£${whole}.${rest}`;
}
