const numberFormat = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

export function monthlyAverage(values: number[]): number {
  const total = values.reduce((sum, v) => sum + v, 0);
  return Math.round(total / values.length);
}

/** Percentage change of `current` against `previous`, one decimal, explicit sign. */
export function formatChange(current: number, previous: number): string {
  const pct = Math.round(((current - previous) / previous) * 1000) / 10;
  const sign = pct > 0 ? '+' : pct < 0 ? '-' : '';
  return `${sign}${Math.abs(pct).toFixed(1)}%`;
}

export function sum(values: number[]): number {
  return values.reduce((total, v) => total + v, 0);
}
