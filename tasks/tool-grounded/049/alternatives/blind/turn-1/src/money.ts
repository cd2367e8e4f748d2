const usd = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole cents, so that sums and comparisons of dollar amounts stay exact. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** "$1,806.00" from a number of cents; "-$5.00" below zero. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${usd.format(Math.abs(cents) / 100)}`;
}

export function formatUsd(amount: number): string {
  return formatCents(toCents(amount));
}

/** Round a non-negative number of cents times percent / 100 half up to the cent. */
export function percentOfCents(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}
