export type Card = { id: number; front: string; back: string; box: number; due: number; lapses: number };

export const START: Card[] = [
  { id: 1, front: "Bird of paradise", back: "Strelitzia reginae", box: 2, due: 1, lapses: 0 },
  { id: 2, front: "Coffee", back: "Coffea arabica", box: 1, due: 2, lapses: 0 },
  { id: 3, front: "Swiss cheese plant", back: "Monstera deliciosa", box: 1, due: 1, lapses: 0 },
  { id: 4, front: "Banana", back: "Musa acuminata", box: 5, due: 1, lapses: 0 },
  { id: 5, front: "Titan arum", back: "Amorphophallus titanum", box: 3, due: 9, lapses: 0 },
];

export const BOXES = [1, 2, 3, 4, 5];

export const key = (s: string) => s.trim().toLowerCase();

export function cardsWord(n: number): string {
  return `${n} ${n === 1 ? "card" : "cards"}`;
}

/** A card answered Wrong three times is a leech until it is reset. */
export const LEECH_AT = 3;

export function isLeech(card: Card): boolean {
  return card.lapses >= LEECH_AT;
}

export function isDue(card: Card, day: number): boolean {
  return !isLeech(card) && card.due <= day;
}

/** Days until a card in this box comes back. */
export const INTERVAL: Record<number, number> = { 1: 1, 2: 2, 3: 4, 4: 7, 5: 14 };

/** The ids of the cards due now, in review order: lower box, earlier due day, higher in the table. */
export function reviewOrder(cards: Card[], day: number): number[] {
  return cards
    .map((c, place) => ({ c, place }))
    .filter(({ c }) => isDue(c, day))
    .sort((a, b) => a.c.box - b.c.box || a.c.due - b.c.due || a.place - b.place)
    .map(({ c }) => c.id);
}

/** The card after an answer given on this day. */
export function answered(card: Card, right: boolean, day: number): Card {
  if (!right) return { ...card, box: 1, due: day + 1, lapses: card.lapses + 1 };
  const box = Math.min(card.box + 1, 5);
  return { ...card, box, due: day + INTERVAL[box] };
}

/** The first rule a front/back pair breaks, or null when it may be stored. */
export function checkCard(front: string, back: string, cards: Card[], selfId?: number): string | null {
  const f = front.trim();
  if (f === "") return "Enter the front";
  if (f.length > 40) return "Keep the front to 40 characters";
  const same = cards.find((c) => c.id !== selfId && key(c.front) === key(f));
  if (same) return `There is already a card for ${same.front}`;
  if (back.trim() === "") return "Enter the back";
  return null;
}

/** Whether a card matches the Find text (front or back contains it, case and end spaces ignored). */
export function matches(card: Card, find: string): boolean {
  const q = key(find);
  return card.front.toLowerCase().includes(q) || card.back.toLowerCase().includes(q);
}
