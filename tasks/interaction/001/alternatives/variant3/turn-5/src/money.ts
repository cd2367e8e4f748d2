export type Currency = "USD" | "EUR";

/** Euros per US dollar. */
export const EUR_PER_USD = 0.92;

/** Rounds a value to whole cents, away from floating-point noise. */
export function toCents(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(value) * 100 + 1e-7);
}

/** Converts a dollar amount into the currency being displayed. */
export function convert(usdValue: number, currency: Currency): number {
  return currency === "EUR" ? usdValue * EUR_PER_USD : usdValue;
}

/** Formats an amount that is already in `currency`, e.g. "$12.50" or "€11.04". */
export function format(value: number, currency: Currency): string {
  const cents = Math.abs(toCents(value));
  const symbol = currency === "EUR" ? "€" : "$";
  return `${symbol}${(cents / 100).toFixed(2)}`;
}

/** Convenience: dollar amount shown in the chosen currency. */
export function show(usdValue: number, currency: Currency): string {
  return format(convert(usdValue, currency), currency);
}
