const countFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

export function formatCount(n: number): string {
  return countFormat.format(n);
}

/** Rounds a ratio (part / whole) to a percentage with one decimal. */
export function percentOf(part: number, whole: number): number {
  if (whole === 0) return 0;
  const scaled = (Math.abs(part) * 1000) / Math.abs(whole);
  const sign = part / whole < 0 ? -1 : 1;
  return (sign * Math.round(scaled)) / 10;
}

export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

export function formatOneDecimal(value: number): string {
  return value.toFixed(1);
}
