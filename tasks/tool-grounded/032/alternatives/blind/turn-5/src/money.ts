/** Whole cents of a USD amount that the system reports with two decimals. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** US dollars with a dollar sign, thousands commas and two decimals, like "$1,925.00". */
export function usd(amount: number): string {
  return usdFromCents(toCents(amount));
}

export function usdFromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const frac = String(abs % 100).padStart(2, "0");
  return `${sign}$${whole}.${frac}`;
}
