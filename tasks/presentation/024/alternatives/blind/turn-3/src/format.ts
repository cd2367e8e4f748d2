/** Counts with thousands separators: 1,460. */
export function count(value: number): string {
  return value.toLocaleString("en-GB");
}

/** Part of a whole as a percentage rounded to one decimal (a number, e.g. 90.0). */
export function percentOf(part: number, whole: number): number {
  return Math.round((part * 1000) / whole) / 10;
}

/** A percentage with one decimal and a % sign: 90.0%. */
export function pct(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** Days held in tenths of a day, written with one decimal: 45 -> 4.5. */
export function days(tenths: number): string {
  return (tenths / 10).toFixed(1);
}

/** Whole pounds with thousands separators and no pence: £1,234. */
export function pounds(value: number): string {
  return `£${value.toLocaleString("en-GB", { maximumFractionDigits: 0 })}`;
}
