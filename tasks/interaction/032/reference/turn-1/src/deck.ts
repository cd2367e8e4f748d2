export type Card = { id: number; front: string; back: string; box: number; due: number };

export const START: Card[] = [
  { id: 1, front: "Bird of paradise", back: "Strelitzia reginae", box: 2, due: 1 },
  { id: 2, front: "Coffee", back: "Coffea arabica", box: 1, due: 2 },
  { id: 3, front: "Swiss cheese plant", back: "Monstera deliciosa", box: 1, due: 1 },
  { id: 4, front: "Banana", back: "Musa acuminata", box: 5, due: 1 },
  { id: 5, front: "Titan arum", back: "Amorphophallus titanum", box: 3, due: 9 },
];

export const BOXES = [1, 2, 3, 4, 5];

export const key = (s: string) => s.trim().toLowerCase();

export function cardsWord(n: number): string {
  return `${n} ${n === 1 ? "card" : "cards"}`;
}

export function isDue(card: Card, day: number): boolean {
  return card.due <= day;
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
