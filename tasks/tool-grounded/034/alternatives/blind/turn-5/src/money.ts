/** Whole cents, so sums and limits never suffer from floating-point drift. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** 123456 -> "$1,234.56" */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}$${dollars}.${rest}`;
}

/** 2150 -> "$2,150.00" */
export function formatUsd(amount: number): string {
  return formatCents(toCents(amount));
}
