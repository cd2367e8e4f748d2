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

export const CHECKOUTS: Array<[number, string]> = [
  [170, "T20 T20 Bull"],
  [167, "T20 T19 Bull"],
  [164, "T20 T18 Bull"],
  [161, "T20 T17 Bull"],
  [160, "T20 T20 D20"],
  [121, "T20 T11 D14"],
  [100, "T20 D20"],
  [81, "T19 D12"],
  [60, "20 D20"],
  [50, "Bull"],
  [40, "D20"],
  [32, "D16"],
];

export function checkoutFor(remaining: number): string | null {
  const hit = CHECKOUTS.find(([score]) => score === remaining);
  return hit ? hit[1] : null;
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
