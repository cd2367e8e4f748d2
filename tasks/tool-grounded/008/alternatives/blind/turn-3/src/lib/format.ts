const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$48,000.00"; negative amounts as "-$1,240.00". */
export function usd(value: number): string {
  const cents = Math.round(value * 100);
  return money.format(cents / 100 === 0 ? 0 : cents / 100);
}

/** Share with one decimal, like "81.8%". */
export function percent(part: number, whole: number): string {
  if (!whole) return "0.0%";
  const tenths = Math.round((part / whole) * 1000);
  return `${(tenths / 10).toFixed(1)}%`;
}
