const dollars = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** Whole cents as "$1,234.50" (negative values as "-$0.01"). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  return `${sign}$${dollars.format(Math.abs(cents) / 100)}`;
}
