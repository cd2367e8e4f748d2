export type Player = { id: number; name: string; rating: number };

export const LENGTH_MESSAGE = "Name must be 2 to 24 characters";
export const LETTERS_MESSAGE = "Name may only use letters, spaces, hyphens and apostrophes";
export const RATING_MESSAGE = "Rating must be a whole number from 100 to 2800";

const NAME_CHARS = /^[\p{L}\p{M} '-]+$/u;

export function nameProblem(raw: string, players: Player[]): string | null {
  const name = raw.trim();
  const length = Array.from(name).length;
  if (length < 2 || length > 24) return LENGTH_MESSAGE;
  if (!NAME_CHARS.test(name)) return LETTERS_MESSAGE;
  const same = players.find((p) => p.name.toLowerCase() === name.toLowerCase());
  if (same) return `${same.name} is already entered`;
  return null;
}

export function parseRating(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 100 && n <= 2800 ? n : null;
}

function byName(a: Player, b: Player): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

export function seedOrder(players: Player[]): Player[] {
  return [...players].sort((a, b) => b.rating - a.rating || byName(a, b));
}
