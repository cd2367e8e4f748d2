/** Round a value to tenths, returned as an integer number of tenths. */
export function toTenths(value: number): number {
  return Math.round(value * 10 + 1e-9);
}

/** One decimal with a thousands separator, e.g. 2,184.6 */
export function fmtOne(value: number): string {
  return (toTenths(value) / 10).toLocaleString("en-US", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
}

/** A percentage held in tenths, e.g. 910 -> "91.0%" */
export function fmtPctTenths(tenths: number): string {
  return `${fmtOne(tenths / 10)}%`;
}

/** hours / total hours * 100, in tenths of a percent */
export function pctTenths(hours: number, totalHours: number): number {
  return toTenths((hours / totalHours) * 100);
}
