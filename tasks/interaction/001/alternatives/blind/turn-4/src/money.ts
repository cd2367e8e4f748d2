/** Converts a dollar value to whole cents, nudging away from float noise (1.005 -> 101). */
export function toCents(value: number): number {
  const nudge = value >= 0 ? 1e-7 : -1e-7;
  return Math.round(value * 100 + nudge);
}

/** "$12.50" style: dollar sign and exactly two decimals. */
export function formatUsd(value: number): string {
  const cents = Math.abs(toCents(value));
  return "$" + (cents / 100).toFixed(2);
}
