export type Unit = "g" | "ml" | "piece";

export type Ingredient = { name: string; amount: number; unit: Unit };

export type Recipe = { name: string; ingredients: Ingredient[] };

/** Every recipe is written for this many servings. */
export const RECIPE_SERVINGS = 2;

export const RECIPES: Recipe[] = [
  {
    name: "Lentil curry",
    ingredients: [
      { name: "Red lentils", amount: 150, unit: "g" },
      { name: "Onion", amount: 1, unit: "piece" },
      { name: "Coconut milk", amount: 200, unit: "ml" },
      { name: "Rice", amount: 150, unit: "g" },
    ],
  },
  {
    name: "Tomato pasta",
    ingredients: [
      { name: "Pasta", amount: 250, unit: "g" },
      { name: "Chopped tomatoes", amount: 400, unit: "g" },
      { name: "Onion", amount: 1, unit: "piece" },
      { name: "Cheddar", amount: 45, unit: "g" },
    ],
  },
  {
    name: "Spinach omelette",
    ingredients: [
      { name: "Eggs", amount: 3, unit: "piece" },
      { name: "Milk", amount: 50, unit: "ml" },
      { name: "Spinach", amount: 75, unit: "g" },
      { name: "Cheddar", amount: 25, unit: "g" },
    ],
  },
  {
    name: "Porridge",
    ingredients: [
      { name: "Oats", amount: 90, unit: "g" },
      { name: "Milk", amount: 350, unit: "ml" },
    ],
  },
  {
    name: "Bean chilli",
    ingredients: [
      { name: "Kidney beans", amount: 400, unit: "g" },
      { name: "Chopped tomatoes", amount: 400, unit: "g" },
      { name: "Onion", amount: 1, unit: "piece" },
      { name: "Rice", amount: 150, unit: "g" },
    ],
  },
];

export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export const MEALS = ["Breakfast", "Lunch", "Dinner"];

export function findRecipe(name: string): Recipe {
  const recipe = RECIPES.find((r) => r.name === name);
  if (!recipe) throw new Error(`Unknown recipe ${name}`);
  return recipe;
}
