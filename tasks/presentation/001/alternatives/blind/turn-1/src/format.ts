const counts = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function fmtCount(n: number): string {
  return counts.format(n);
}

export function sumSamples(rows: { samples: number }[]): number {
  return rows.reduce((acc, r) => acc + r.samples, 0);
}
