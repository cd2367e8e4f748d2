export type Player = {
  id: number;
  name: string;
  rating: number;
};

export const NAME_MIN = 2;
export const NAME_MAX = 24;
export const RATING_MIN = 100;
export const RATING_MAX = 2800;

const NAME_CHARACTERS = /^[\p{L}\p{M} '\u2019-]+$/u;

/** Compares two names from A to Z, ignoring capitals. */
export function compareNames(a: string, b: string): number {
  const byLetters = a.localeCompare(b, "en", { sensitivity: "base" });
  if (byLetters !== 0) return byLetters;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first name problem that applies, or "" when the name is fine. */
export function nameProblem(name: string, players: Player[]): string {
  const length = Array.from(name).length;
  if (length < NAME_MIN || length > NAME_MAX) {
    return `Name must be ${NAME_MIN} to ${NAME_MAX} characters`;
  }
  if (!NAME_CHARACTERS.test(name)) {
    return "Name may only use letters, spaces, hyphens and apostrophes";
  }
  const folded = name.toLowerCase();
  const existing = players.find((player) => player.name.toLowerCase() === folded);
  if (existing) return `${existing.name} is already entered`;
  return "";
}

/** A whole rating within the allowed range, or null. */
export function parseRating(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  if (!Number.isInteger(value)) return null;
  if (value < RATING_MIN || value > RATING_MAX) return null;
  return value;
}

export const RATING_MESSAGE = `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`;

/** Seed order: rating highest first, then name from A to Z. */
export function seedOrder(players: Player[]): Player[] {
  return [...players].sort((a, b) => b.rating - a.rating || compareNames(a.name, b.name));
}
