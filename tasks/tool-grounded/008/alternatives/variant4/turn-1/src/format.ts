export const cents = (amount: number): number => Math.round(amount * 100);

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats a whole number of cents as "$1,234.56" (or "-$1,234.56"). */
export function moneyFromCents(c: number): string {
  const text = dollars.format(Math.abs(c) / 100);
  return c < 0 ? `-${text}` : text;
}

export const money = (amount: number): string => moneyFromCents(cents(amount));

/** Share of the budget already approved, to one decimal, rounded half up. */
export function approvedShare(approved: number, budget: number): string {
  const b = cents(budget);
  if (b <= 0) return '0.0%';
  const tenths = Math.round((cents(approved) * 1000) / b);
  return `${(tenths / 10).toFixed(1)}%`;
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
