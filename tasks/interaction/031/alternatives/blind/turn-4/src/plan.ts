import { PARTIES, TABLES, partnerOf, partyById, partyName, tableById } from "./data";
import type { Party } from "./data";

/** Table id -> ids of the parties seated there, in the order they were seated. */
export type Seating = Record<string, string[]>;

export function emptySeating(): Seating {
  const seating: Seating = {};
  for (const table of TABLES) seating[table.id] = [];
  return seating;
}

export function tableOf(seating: Seating, partyId: string): string | null {
  for (const table of TABLES) {
    if (seating[table.id].includes(partyId)) return table.id;
  }
  return null;
}

export function seatsTaken(seating: Seating, tableId: string): number {
  return seating[tableId].reduce((sum, id) => sum + partyById(id).size, 0);
}

export function freeSeats(seating: Seating, tableId: string): number {
  return tableById(tableId).seats - seatsTaken(seating, tableId);
}

export function seatedGuests(seating: Seating): number {
  return TABLES.reduce((sum, t) => sum + seatsTaken(seating, t.id), 0);
}

export function unseatedParties(seating: Seating) {
  return PARTIES.filter((p) => tableOf(seating, p.id) === null);
}

export type Meals = { standard: number; vegetarian: number; vegan: number; glutenFree: number };

export function mealCounts(parties: Party[]): Meals {
  const meals: Meals = { standard: 0, vegetarian: 0, vegan: 0, glutenFree: 0 };
  for (const p of parties) {
    meals.vegetarian += p.vegetarian;
    meals.vegan += p.vegan;
    meals.glutenFree += p.glutenFree;
    meals.standard += p.size - p.vegetarian - p.vegan - p.glutenFree;
  }
  return meals;
}

export function tableMeals(seating: Seating, tableId: string): Meals {
  return mealCounts(seating[tableId].map(partyById));
}

/** "Dietary: 2 vegetarian, 1 vegan" naming only the needs present, or "Dietary: none". */
export function dietaryLine(meals: Meals): string {
  const parts: string[] = [];
  if (meals.vegetarian > 0) parts.push(`${meals.vegetarian} vegetarian`);
  if (meals.vegan > 0) parts.push(`${meals.vegan} vegan`);
  if (meals.glutenFree > 0) parts.push(`${meals.glutenFree} gluten-free`);
  return parts.length === 0 ? "Dietary: none" : `Dietary: ${parts.join(", ")}`;
}

/** "Meals to place: 5 vegetarian, 3 vegan, 2 gluten-free", always with all three needs. */
export function mealsToPlaceLine(meals: Meals): string {
  return `Meals to place: ${meals.vegetarian} vegetarian, ${meals.vegan} vegan, ${meals.glutenFree} gluten-free`;
}

function seatWord(count: number): string {
  return count === 1 ? "1 free seat" : `${count} free seats`;
}

export type Outcome = { seating: Seating; message: string; done: boolean };

/** Try to seat or move a party to a table; refusals leave the seating untouched. */
export function seatParty(seating: Seating, partyId: string, tableId: string): Outcome {
  const party = partyById(partyId);
  const table = tableById(tableId);
  const current = tableOf(seating, partyId);
  if (current === tableId) {
    return { seating, done: false, message: `The ${party.surname} party is already at ${table.name}` };
  }
  const partner = partnerOf(partyId);
  if (partner !== null && seating[tableId].includes(partner)) {
    return {
      seating,
      done: false,
      message: `The ${party.surname} party cannot sit with ${partyName(partyById(partner))}`,
    };
  }
  const free = freeSeats(seating, tableId);
  if (free < party.size) {
    return {
      seating,
      done: false,
      message: `${table.name} has ${seatWord(free)}; ${partyName(party)} needs ${party.size}`,
    };
  }
  const next: Seating = { ...seating };
  if (current !== null) next[current] = seating[current].filter((id) => id !== partyId);
  next[tableId] = [...seating[tableId], partyId];
  const message =
    current === null
      ? `Seated ${partyName(party)} at ${table.name}`
      : `Moved ${partyName(party)} from ${tableById(current).name} to ${table.name}`;
  return { seating: next, done: true, message };
}

/** Send a seated party back to the unseated list. */
export function unseatParty(seating: Seating, partyId: string): Outcome {
  const party = partyById(partyId);
  const current = tableOf(seating, partyId);
  if (current === null) return { seating, done: false, message: "" };
  return {
    seating: { ...seating, [current]: seating[current].filter((id) => id !== partyId) },
    done: true,
    message: `Unseated ${partyName(party)} from ${tableById(current).name}`,
  };
}
