export type Unit = "g" | "ml" | "pc";

export interface Ingredient {
  name: string;
  amount: number; // for 2 servings
}

export interface Recipe {
  name: string;
  ingredients: Ingredient[];
}

export const RECIPES: Recipe[] = [
  {
    name: "Lentil curry",
    ingredients: [
      { name: "Red lentils", amount: 150 },
      { name: "Onion", amount: 1 },
      { name: "Coconut milk", amount: 200 },
      { name: "Rice", amount: 150 },
    ],
  },
  {
    name: "Tomato pasta",
    ingredients: [
      { name: "Pasta", amount: 250 },
      { name: "Chopped tomatoes", amount: 400 },
      { name: "Onion", amount: 1 },
      { name: "Cheddar", amount: 45 },
    ],
  },
  {
    name: "Spinach omelette",
    ingredients: [
      { name: "Eggs", amount: 3 },
      { name: "Milk", amount: 50 },
      { name: "Spinach", amount: 75 },
      { name: "Cheddar", amount: 25 },
    ],
  },
  {
    name: "Porridge",
    ingredients: [
      { name: "Oats", amount: 90 },
      { name: "Milk", amount: 350 },
    ],
  },
  {
    name: "Bean chilli",
    ingredients: [
      { name: "Kidney beans", amount: 400 },
      { name: "Chopped tomatoes", amount: 400 },
      { name: "Onion", amount: 1 },
      { name: "Rice", amount: 150 },
    ],
  },
];

export const UNITS: Record<string, Unit> = {
  Cheddar: "g",
  "Chopped tomatoes": "g",
  "Coconut milk": "ml",
  Eggs: "pc",
  "Kidney beans": "g",
  Milk: "ml",
  Oats: "g",
  Onion: "pc",
  Pasta: "g",
  "Red lentils": "g",
  Rice: "g",
  Spinach: "g",
};

export const INGREDIENTS: string[] = Object.keys(UNITS).sort((a, b) => a.localeCompare(b));

export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
export const SLOTS = ["Breakfast", "Lunch", "Dinner"];

export interface Meal {
  id: number;
  day: number;
  slot: number;
  recipe: number;
  servings: number;
}

export function sortMeals(meals: Meal[]): Meal[] {
  return [...meals].sort((a, b) => a.day - b.day || a.slot - b.slot);
}

/** A whole amount in its unit, written as the shopping list writes it. */
export function fmtAmount(name: string, whole: number): string {
  const unit = UNITS[name];
  if (unit === "pc") return `${whole}`;
  if (whole < 1000) return `${whole} ${unit}`;
  const hundredths = Math.ceil(whole / 10);
  const big = unit === "g" ? "kg" : "L";
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")} ${big}`;
}

/** The amount a shown line stands for, in the base unit ("1.01 kg" is 1010 g). */
export function shownAmount(name: string, whole: number): number {
  if (UNITS[name] === "pc" || whole < 1000) return whole;
  return Math.ceil(whole / 10) * 10;
}

/** Exact needs in half units (amount × servings, i.e. twice the real amount). */
export function halfNeeds(meals: Meal[]): Map<string, number> {
  const needs = new Map<string, number>();
  for (const meal of meals) {
    for (const ing of RECIPES[meal.recipe].ingredients) {
      needs.set(ing.name, (needs.get(ing.name) ?? 0) + ing.amount * meal.servings);
    }
  }
  return needs;
}

export interface ShopLine {
  name: string;
  amount: number; // whole, rounded up
  text: string;
}

export interface Shopping {
  lines: ShopLine[];
  covered: string[];
}

export function shopping(meals: Meal[], pantry: Record<string, number>): Shopping {
  const needs = halfNeeds(meals);
  const lines: ShopLine[] = [];
  const covered: string[] = [];
  for (const name of INGREDIENTS) {
    const half = needs.get(name);
    if (half === undefined) continue;
    const left = half - 2 * (pantry[name] ?? 0);
    if (left <= 0) {
      covered.push(name);
      continue;
    }
    const amount = Math.ceil(left / 2);
    lines.push({ name, amount, text: `${name}: ${fmtAmount(name, amount)}` });
  }
  return { lines, covered };
}

export function servingsError(raw: string): boolean {
  const t = raw.trim();
  if (!/^\d+$/.test(t)) return true;
  const n = Number(t);
  return n < 1 || n > 8;
}

export function amountValid(raw: string): number | null {
  const t = raw.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= 5000 ? n : null;
}

