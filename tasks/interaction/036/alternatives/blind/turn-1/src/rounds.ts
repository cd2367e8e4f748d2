export type Round = { name: string; max: number };

export const ROUNDS: Round[] = [
  { name: "General knowledge", max: 10 },
  { name: "Pictures", max: 20 },
  { name: "Music", max: 10 },
  { name: "Final", max: 15 },
];

/** Writes points without a trailing ".0": 8, 7.5. */
export function formatPoints(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** Returns the points if the text is a whole number or a half in 0..max, else null. */
export function parsePoints(text: string, max: number): number | null {
  const trimmed = text.trim();
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  if (!Number.isInteger(value * 2)) return null;
  if (value < 0 || value > max) return null;
  return value;
}
