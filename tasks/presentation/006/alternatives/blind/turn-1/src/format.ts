const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1051200 cents -> "$10,512.00" */
export function formatMoney(cents: number): string {
  return dollars.format(cents / 100);
}

/** Share of a whole as a percentage with one decimal, e.g. "23.5%". */
export function formatShare(part: number, whole: number): string {
  if (whole === 0) return "0.0%";
  return `${((part / whole) * 100).toFixed(1)}%`;
}
