export type Party = {
  name: string;
  size: number;
  vegetarian: number;
  vegan: number;
  glutenFree: number;
};

export type Table = { no: number; name: string; capacity: number };

// The guest list, in guest-list order.
export const PARTIES: Party[] = [
  { name: "Adeyemi", size: 4, vegetarian: 1, vegan: 0, glutenFree: 0 },
  { name: "Brennan", size: 3, vegetarian: 0, vegan: 0, glutenFree: 0 },
  { name: "Castellanos", size: 2, vegetarian: 0, vegan: 1, glutenFree: 0 },
  { name: "Dunmore", size: 1, vegetarian: 0, vegan: 0, glutenFree: 1 },
  { name: "Eriksen", size: 5, vegetarian: 1, vegan: 1, glutenFree: 0 },
  { name: "Fairweather", size: 2, vegetarian: 0, vegan: 0, glutenFree: 0 },
  { name: "Gallagher", size: 1, vegetarian: 0, vegan: 0, glutenFree: 0 },
  { name: "Hashemi", size: 3, vegetarian: 1, vegan: 0, glutenFree: 1 },
  { name: "Iwu", size: 2, vegetarian: 0, vegan: 1, glutenFree: 0 },
  { name: "Jankowski", size: 4, vegetarian: 2, vegan: 0, glutenFree: 0 },
];

export const TABLES: Table[] = [
  { no: 1, name: "Table 1", capacity: 8 },
  { no: 2, name: "Table 2", capacity: 8 },
  { no: 3, name: "Table 3", capacity: 6 },
  { no: 4, name: "Table 4", capacity: 6 },
];

export const GUEST_COUNT = PARTIES.reduce((n, p) => n + p.size, 0);

export function partyLabel(p: Party): string {
  return `${p.name} party (${p.size})`;
}

export function findParty(name: string): Party {
  const party = PARTIES.find((p) => p.name === name);
  if (!party) throw new Error(`unknown party ${name}`);
  return party;
}

export type Meals = { standard: number; vegetarian: number; vegan: number; glutenFree: number };

export function mealsOf(parties: Party[]): Meals {
  const meals = { standard: 0, vegetarian: 0, vegan: 0, glutenFree: 0 };
  for (const p of parties) {
    meals.vegetarian += p.vegetarian;
    meals.vegan += p.vegan;
    meals.glutenFree += p.glutenFree;
    meals.standard += p.size - p.vegetarian - p.vegan - p.glutenFree;
  }
  return meals;
}

export function dietaryLine(m: Meals): string {
  const parts: string[] = [];
  if (m.vegetarian > 0) parts.push(`${m.vegetarian} vegetarian`);
  if (m.vegan > 0) parts.push(`${m.vegan} vegan`);
  if (m.glutenFree > 0) parts.push(`${m.glutenFree} gluten-free`);
  return `Dietary: ${parts.length ? parts.join(", ") : "none"}`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
