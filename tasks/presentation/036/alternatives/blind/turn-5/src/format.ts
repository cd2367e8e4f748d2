const countFmt = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function formatCount(n: number): string {
  return countFmt.format(n);
}

/** Writes a value held in tenths (960 = 96.0) with exactly one decimal. */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? "-" : "";
  const abs = Math.abs(Math.round(tenths));
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}

export function formatPct(tenths: number): string {
  return `${formatTenths(tenths)}%`;
}

/** a / b as a percentage held in tenths, rounded to one decimal. */
export function percentTenths(a: number, b: number): number {
  return Math.round((a * 1000) / b);
}
