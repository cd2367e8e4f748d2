/** Tree counts with thousands separators: 1,240. */
export function count(value: number): string {
  return value.toLocaleString("en-GB");
}

/** Part of a whole as a percentage rounded to one decimal (a number, e.g. 85.0). */
export function percentOf(part: number, whole: number): number {
  return Math.round((part * 1000) / whole) / 10;
}

/** A percentage with one decimal and a % sign: 85.0%. */
export function pct(value: number): string {
  return `${value.toFixed(1)}%`;
}
