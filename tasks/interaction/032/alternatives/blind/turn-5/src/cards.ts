export type Card = {
  id: number;
  front: string;
  back: string;
  box: number;
  due: number;
  lapses: number;
};

export const LEECH_LAPSES = 3;

export const INTERVALS: Record<number, number> = { 1: 1, 2: 2, 3: 4, 4: 7, 5: 14 };

export const STARTING_CARDS: Card[] = [
  { id: 1, front: "Bird of paradise", back: "Strelitzia reginae", box: 2, due: 1, lapses: 0 },
  { id: 2, front: "Coffee", back: "Coffea arabica", box: 1, due: 2, lapses: 0 },
  { id: 3, front: "Swiss cheese plant", back: "Monstera deliciosa", box: 1, due: 1, lapses: 0 },
  { id: 4, front: "Banana", back: "Musa acuminata", box: 5, due: 1, lapses: 0 },
  { id: 5, front: "Titan arum", back: "Amorphophallus titanum", box: 3, due: 9, lapses: 0 },
];

export function countCards(n: number): string {
  return n === 1 ? "1 card" : `${n} cards`;
}

export function isLeech(card: Card): boolean {
  return card.lapses >= LEECH_LAPSES;
}

export function isDue(card: Card, day: number): boolean {
  return !isLeech(card) && card.due <= day;
}

/** Returns the message for the first broken rule, or null when the entry is fine. */
export function checkEntry(
  front: string,
  back: string,
  cards: Card[],
  ownId: number | null,
): string | null {
  const f = front.trim();
  if (f === "") return "Enter the front";
  if (f.length > 40) return "Keep the front to 40 characters";
  const key = f.toLowerCase();
  const twin = cards.find((c) => c.id !== ownId && c.front.trim().toLowerCase() === key);
  if (twin) return `There is already a card for ${twin.front}`;
  if (back.trim() === "") return "Enter the back";
  return null;
}

export function reviewOrder(cards: Card[], day: number): number[] {
  return cards
    .map((card, position) => ({ card, position }))
    .filter(({ card }) => isDue(card, day))
    .sort(
      (a, b) =>
        a.card.box - b.card.box || a.card.due - b.card.due || a.position - b.position,
    )
    .map(({ card }) => card.id);
}

export function wholePercent(part: number, total: number): number {
  if (total === 0) return 0;
  // Half rounds up, with integer arithmetic to avoid float drift.
  return Math.floor((200 * part + total) / (2 * total));
}
