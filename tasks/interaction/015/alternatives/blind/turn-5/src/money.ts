/** Formats an amount held in whole cents as "$1,234.56" (negative amounts as "-$1,234.56"). */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  const withCommas = dollars.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${withCommas}.${rest.toString().padStart(2, "0")}`;
}

/** pct percent of an amount in cents, rounded to the cent with half a cent rounding up. */
export function percentOf(cents: number, pct: number): number {
  return Math.floor((cents * pct + 50) / 100);
}
