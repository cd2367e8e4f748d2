const counts = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

export function fmtCount(n: number): string {
  return counts.format(n);
}

export function fmtPct(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}%`;
}

/** A ratio rounded to one decimal and always written with one decimal (16.0, not 16). */
export function fmtRatio(numerator: number, denominator: number): string {
  return (Math.round((numerator * 10) / denominator) / 10).toFixed(1);
}
