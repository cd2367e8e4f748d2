// Exact fractions, so that area sums, "exactly equal" limits and rounding up to the
// hundredth never suffer from floating-point drift (0.1 + 0.2 and friends).
export type Q = { n: bigint; d: bigint };

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

export function frac(n: bigint, d: bigint = 1n): Q {
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

export const ZERO: Q = frac(0n);

export function add(a: Q, b: Q): Q {
  return frac(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function sub(a: Q, b: Q): Q {
  return frac(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function mul(a: Q, b: Q): Q {
  return frac(a.n * b.n, a.d * b.d);
}

export function div(a: Q, b: Q): Q {
  return frac(a.n * b.d, a.d * b.n);
}

export function cmp(a: Q, b: Q): number {
  const x = a.n * b.d;
  const y = b.n * a.d;
  return x < y ? -1 : x > y ? 1 : 0;
}

export function sum(values: Q[]): Q {
  return values.reduce(add, ZERO);
}

export function isWhole(a: Q): boolean {
  return a.d === 1n;
}

/** Parses what a number field holds ("4.2", "3.35", ".5", "1e1"); null when it is not a number. */
export function parseDecimal(text: string): Q | null {
  const m = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/.exec(text);
  if (!m) return null;
  const whole = m[2];
  const fraction = m[3] ?? "";
  if (whole === "" && fraction === "") return null;
  const exp = m[4] ? parseInt(m[4], 10) : 0;
  if (Math.abs(exp) > 300) return null;
  let n = BigInt((whole || "0") + fraction);
  let d = 10n ** BigInt(fraction.length);
  if (exp > 0) n *= 10n ** BigInt(exp);
  if (exp < 0) d *= 10n ** BigInt(-exp);
  if (m[1] === "-") n = -n;
  return frac(n, d);
}

export function between(x: Q, low: Q, high: Q): boolean {
  return cmp(x, low) >= 0 && cmp(x, high) <= 0;
}

function hundredthsToText(h: bigint): string {
  const negative = h < 0n;
  const abs = negative ? -h : h;
  const units = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${units}.${cents}`;
}

/** Two decimals, halves rounded away from zero (for areas). */
export function toFixed2(x: Q): string {
  const negative = x.n < 0n;
  const absN = negative ? -x.n : x.n;
  const h = (absN * 200n + x.d) / (2n * x.d);
  return hundredthsToText(negative ? -h : h);
}

/** Rounds a non-negative amount up to the next hundredth; an exact hundredth stays as it is. */
export function ceilHundredths(x: Q): Q {
  const h = (x.n * 100n + x.d - 1n) / x.d;
  return frac(h, 100n);
}

/** Smallest whole number that is at least x (x >= 0). */
export function ceilWhole(x: Q): bigint {
  return (x.n + x.d - 1n) / x.d;
}
