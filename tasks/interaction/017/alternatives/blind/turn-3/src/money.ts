/** Reads an hourly rate from 1 to 500 with at most two decimals, in cents. Null when invalid. */
export function parseRateCents(raw: string): number | null {
  const text = raw.trim();
  if (text === "") return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  const cents = Math.round(value * 100);
  if (Math.abs(cents - value * 100) > 1e-6) return null;
  if (cents < 100 || cents > 50000) return null;
  return cents;
}

/**
 * Pay in cents for `minutes` at `rateCents` per hour times factorNum / factorDen,
 * rounded to the cent with half a cent rounding up (exact integer arithmetic).
 */
export function payCents(minutes: number, rateCents: number, factorNum = 1, factorDen = 1): number {
  const numerator = minutes * rateCents * factorNum;
  const denominator = 60 * factorDen;
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** "$1,234.50": dollar sign, thousands commas, two decimals. */
export function formatUsd(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${grouped}.${String(rest).padStart(2, "0")}`;
}
