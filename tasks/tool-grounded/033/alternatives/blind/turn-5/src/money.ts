/** Whole cents of a USD amount (avoids floating-point drift in comparisons). */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** "$1,204.50"; negative amounts as "-$9.00". */
export function formatUsd(amount: number): string {
  const cents = toCents(amount);
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  const rest = String(abs % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}$${dollars}.${rest}`;
}
