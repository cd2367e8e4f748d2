export type Currency = "USD" | "EUR";

/** Fixed conversion rate used for display only; amounts are stored in USD. */
export const EUR_PER_USD = 0.92;

/** Converts a value to whole cents, nudging away from float noise (1.005 -> 101). */
export function toCents(value: number): number {
  const nudge = value >= 0 ? 1e-7 : -1e-7;
  return Math.round(value * 100 + nudge);
}

export function convert(usd: number, currency: Currency): number {
  return currency === "EUR" ? usd * EUR_PER_USD : usd;
}

/** "$12.50" or "€11.50": currency symbol and exactly two decimals. */
export function formatMoney(usd: number, currency: Currency): string {
  const cents = Math.abs(toCents(convert(usd, currency)));
  const symbol = currency === "EUR" ? "€" : "$";
  return symbol + (cents / 100).toFixed(2);
}
