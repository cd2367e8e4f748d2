const intFmt = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

export function fmtCount(n: number): string {
  return intFmt.format(n);
}

/** Occupancy in tenths of a percent, rounded half up from exact integer arithmetic. */
export function occupancyTenths(admissions: number, capacity: number): number {
  return Math.round((admissions * 1000) / capacity);
}

export function fmtTenthsPct(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}%`;
}
