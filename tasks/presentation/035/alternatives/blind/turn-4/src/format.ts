/** Writes a value held in tenths (936 = 93.6) with exactly one decimal. */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? "-" : "";
  const abs = Math.abs(Math.round(tenths));
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}

export function formatHl(tenths: number): string {
  return formatTenths(tenths);
}

export function formatPct(tenths: number): string {
  return `${formatTenths(tenths)}%`;
}

/** Ratio a / b as a percentage in tenths (rounded to one decimal). */
export function percentTenths(a: number, b: number): number {
  return Math.round((a * 1000) / b);
}
