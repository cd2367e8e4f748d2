import type { Round } from "./data";

export interface Totals {
  out: number;
  delivered: number;
}

/**
 * First-attempt rate in tenths of a percent, rounded half up (not cut off):
 * 45 of 50 -> 900 (90.0%). Integer arithmetic keeps exact halves exact.
 */
export function rateTenths(t: { out: number; delivered: number }): number {
  if (t.out === 0) return 0;
  return Math.floor((t.delivered * 2000 + t.out) / (2 * t.out));
}

/** Highest rate first; ties by the exact fraction, then by name. */
export function byRateDesc(rounds: Round[]): Round[] {
  return [...rounds].sort(
    (a, b) =>
      b.delivered * a.out - a.delivered * b.out || a.name.localeCompare(b.name),
  );
}

/** The depot's target first-attempt rate, 90.0%, in tenths of a percent. */
export const TARGET_TENTHS = 900;

/** A round meets the target at 90.0% or above (exactly 90.0% meets it). */
export function meetsTarget(r: Round): boolean {
  return rateTenths(r) >= TARGET_TENTHS;
}

export function totals(rounds: Round[]): Totals {
  return rounds.reduce(
    (acc, r) => ({ out: acc.out + r.out, delivered: acc.delivered + r.delivered }),
    { out: 0, delivered: 0 },
  );
}
