/** Formats a whole number of cents as US dollars, e.g. 123450 -> "$1,234.50". */
export function formatMoney(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}

/** Rounds a (non-negative) amount of cents half-up to a whole cent. */
export function roundCents(cents: number): number {
  // The tiny nudge keeps exact halves (e.g. 50.5) from slipping to 50.4999999.
  return Math.round(cents + 1e-9);
}
