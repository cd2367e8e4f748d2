/** A rate in tenths of a percent, rounded as it is shown (889 means 88.9%). */
export function rateTenths(part: number, whole: number): number {
  return Math.round((part / whole) * 1000);
}

export function formatTenths(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}%`;
}

export function formatRate(part: number, whole: number): string {
  return formatTenths(rateTenths(part, whole));
}

/** The target is 90.0%, judged on the rate as shown: exactly 90.0% has met it. */
export function meetsTarget(part: number, whole: number): boolean {
  return rateTenths(part, whole) >= 900;
}
