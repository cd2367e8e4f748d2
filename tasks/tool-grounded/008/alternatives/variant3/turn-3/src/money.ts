/** Whole cents, so sums and comparisons never drift. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** US dollars with a thousands separator and two decimals, e.g. "$48,000.00" or "-$1,240.00". */
export function formatUsdCents(cents: number): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${whole}.${frac}`;
}

export function formatUsd(amount: number): string {
  return formatUsdCents(toCents(amount));
}

/** Share of the budget already approved, one decimal, e.g. "81.8%". */
export function formatShare(approvedCents: number, budgetCents: number): string {
  if (budgetCents <= 0) return '—';
  const tenths = Math.round((approvedCents * 1000) / budgetCents);
  return `${(tenths / 10).toFixed(1)}%`;
}
