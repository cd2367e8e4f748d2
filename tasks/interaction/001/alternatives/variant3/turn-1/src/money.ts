/** Rounds a dollar value to whole cents, away from floating-point noise. */
export function toCents(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(value) * 100 + 1e-7);
}

export function usd(value: number): string {
  const cents = Math.abs(toCents(value));
  return `$${(cents / 100).toFixed(2)}`;
}
