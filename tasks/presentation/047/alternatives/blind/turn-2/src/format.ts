const countFormat = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

export function formatCount(n: number): string {
  return countFormat.format(n);
}

/** Pounds with two decimals from a (possibly fractional) number of pence, rounded to the nearest penny. */
export function formatPoundsFromPence(pence: number): string {
  const whole = Math.round(pence);
  const pounds = Math.floor(whole / 100);
  const rest = whole % 100;
  return `£${countFormat.format(pounds)}.${String(rest).padStart(2, "0")}`;
}

export function oneDecimal(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1);
}

export function formatPercent(part: number, whole: number): string {
  return `${oneDecimal((part / whole) * 100)}%`;
}
