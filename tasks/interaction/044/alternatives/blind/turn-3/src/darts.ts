export const START_SCORE = 501;
export const LEGS_TO_WIN = 3;

const IMPOSSIBLE = [163, 166, 169, 172, 173, 175, 176, 178, 179];

/** A visit total: digits only, 0 to 180, and a score three darts can make. */
export function parseVisitTotal(raw: string): number | null {
  if (!/^[0-9]+$/.test(raw)) return null;
  const value = Number(raw);
  if (value > 180 || IMPOSSIBLE.includes(value)) return null;
  return value;
}

export type PlayerIndex = 0 | 1;

export type Visit = {
  leg: number;
  player: PlayerIndex;
  total: number;
  bust: boolean;
  remainingAfter: number;
  won: boolean;
};

export function formatAverage(list: Visit[]): string {
  if (list.length === 0) return "-";
  const sum = list.reduce((acc, v) => acc + (v.bust ? 0 : v.total), 0);
  return (sum / list.length).toFixed(2);
}
