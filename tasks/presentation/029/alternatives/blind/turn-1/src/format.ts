/** 24315 -> "24,315" */
export function fmtCount(n: number): string {
  return n.toLocaleString("en-US", { maximumFractionDigits: 0 });
}

/** Round half up to one decimal (not cut off). */
export function roundOne(x: number): number {
  return Math.round(x * 10 + 1e-9) / 10;
}

/** 5.999 -> "6.0%" */
export function fmtPct(x: number): string {
  return `${roundOne(x).toFixed(1)}%`;
}
