const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function fmtCount(n: number): string {
  return counts.format(n);
}

export function sumSamples(rows: { samples: number }[]): number {
  return rows.reduce((acc, r) => acc + r.samples, 0);
}

export function fmtShare(part: number, whole: number): string {
  if (whole === 0) return "0.0%";
  return `${((part / whole) * 100).toFixed(1)}%`;
}
