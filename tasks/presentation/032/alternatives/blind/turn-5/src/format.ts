const intFmt = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const moneyFmt = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatCount(n: number): string {
  return intFmt.format(n);
}

/** Formats a number of cents as €1,234.50 */
export function formatEuroCents(cents: number): string {
  return "€" + moneyFmt.format(Math.abs(cents) / 100);
}

export function formatPercent(value: number): string {
  return value.toFixed(1) + "%";
}

/** Signed difference: +€1,234.50 above, -€1,234.50 below, €0.00 on budget. */
export function formatSignedEuroCents(cents: number): string {
  if (cents === 0) return formatEuroCents(0);
  return (cents > 0 ? "+" : "-") + formatEuroCents(cents);
}
