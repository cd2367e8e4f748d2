/**
 * Splits a pool of cents in proportion to integer weights: every share is rounded down to the
 * cent, then the cents left over go one each to the largest weights (ties: earlier row first).
 */
export function splitPool(poolCents: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || poolCents <= 0) return weights.map(() => 0);
  const pool = BigInt(poolCents);
  const bigTotal = BigInt(total);
  const shares = weights.map((w) => Number((pool * BigInt(w)) / bigTotal));
  let left = poolCents - shares.reduce((sum, s) => sum + s, 0);
  const order = weights
    .map((w, index) => ({ w, index }))
    .sort((a, b) => b.w - a.w || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
