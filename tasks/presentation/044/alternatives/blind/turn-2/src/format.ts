const counts = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

export function fmtCount(n: number): string {
  return counts.format(n);
}

export function fmtPct(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}%`;
}
