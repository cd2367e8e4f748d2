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

// pence per kg, per litre or per piece
export const PRICES: Record<string, number> = {
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

/** Pence, halves up, for a shown whole amount. */
export function lineCost(name: string, whole: number): number {
  const shown = shownAmount(name, whole);
  if (UNITS[name] === "pc") return shown * PRICES[name];
  return Math.floor((shown * PRICES[name] + 500) / 1000);
}

/** Pence, halves up, for a meal from its exact amounts. */
export function mealCost(meal: Meal): number {
  let total = 0; // in 1/2000 pence
  for (const ing of RECIPES[meal.recipe].ingredients) {
    const perUnit = UNITS[ing.name] === "pc" ? PRICES[ing.name] * 1000 : PRICES[ing.name];
    total += ing.amount * meal.servings * perUnit;
  }
  return Math.floor((total + 1000) / 2000);
}

export function fmtPence(pence: number): string {
  return `£${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
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

/** Budget in pence, or null when invalid. */
export function budgetPence(raw: string): number | null {
  const t = raw.trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const pence = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return pence >= 100 && pence <= 50000 ? pence : null;
}
