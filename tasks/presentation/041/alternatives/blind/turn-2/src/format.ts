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

const oneDecFmt = new Intl.NumberFormat("en-GB", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

export function fmtOneDecimal(n: number): string {
  return oneDecFmt.format(n);
}
