const intFmt = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function formatWhole(n: number): string {
  return intFmt.format(n);
}

/** A value held in tenths (e.g. 295 = 29.5) written with exactly one decimal. */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? "-" : "";
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}

export function formatPercent(value: number): string {
  return value.toFixed(1) + "%";
}

/** Signed tenths: "+0.5" above, "-1.0" below, "0.0" on the target. */
export function formatSignedTenths(tenths: number): string {
  if (tenths === 0) return "0.0";
  return (tenths > 0 ? "+" : "") + formatTenths(tenths);
}
