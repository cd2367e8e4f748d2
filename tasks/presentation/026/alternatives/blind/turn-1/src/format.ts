const countFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Whole counts with thousands separators: 3,072. */
export function fmtCount(n: number): string {
  return countFormat.format(n);
}

/** One decimal place, rounded half up: 64.0. */
export function fmtOneDecimal(n: number): string {
  return oneDecimalFormat.format(Math.round(n * 10) / 10);
}
