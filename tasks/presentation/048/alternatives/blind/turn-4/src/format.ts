const counts = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

export function formatCount(n: number): string {
  return counts.format(n);
}

/** A percentage in tenths as it is shown: 423 means 42.3%. */
export function percentTenths(part: number, whole: number): number {
  return Math.round((part / whole) * 1000);
}

export function formatPercent(part: number, whole: number): string {
  return `${(percentTenths(part, whole) / 10).toFixed(1)}%`;
}
