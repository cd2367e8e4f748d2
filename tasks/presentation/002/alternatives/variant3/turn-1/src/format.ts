const numberFormat = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

export function monthlyAverage(values: number[]): number {
  const total = values.reduce((sum, v) => sum + v, 0);
  return Math.round(total / values.length);
}
