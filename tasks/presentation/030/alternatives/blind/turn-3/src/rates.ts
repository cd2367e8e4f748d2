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

export function missed(t: { out: number; delivered: number }): number {
  return t.out - t.delivered;
}

export type Status = "On target" | "Watch" | "Action plan";

export const STATUSES: Status[] = ["On target", "Watch", "Action plan"];

/** On target at 90.0% or above, Watch from 85.0% up to below 90.0%, Action plan below 85.0%. */
export function status(r: Round): Status {
  const rate = rateTenths(r);
  if (rate >= 900) return "On target";
  if (rate >= 850) return "Watch";
  return "Action plan";
}

export interface StatusSummary {
  status: Status;
  rounds: number;
  missed: number;
}

export function statusSummary(rounds: Round[], wanted: Status): StatusSummary {
  const matching = rounds.filter((r) => status(r) === wanted);
  return {
    status: wanted,
    rounds: matching.length,
    missed: matching.reduce((sum, r) => sum + missed(r), 0),
  };
}

export function totals(rounds: Round[]): Totals {
  return rounds.reduce(
    (acc, r) => ({ out: acc.out + r.out, delivered: acc.delivered + r.delivered }),
    { out: 0, delivered: 0 },
  );
}
