const counts = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** Whole premises; 1,000 or more get a thousands separator. */
export function formatCount(n: number): string {
  return counts.format(n);
}

/** Connected over planned in tenths of a percent, rounded as shown (977 means 97.7%). */
export function planTenths(connected: number, planned: number): number {
  return Math.round((connected / planned) * 1000);
}

export function formatTenths(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}%`;
}

export type Status = "Ahead" | "On track" | "Behind";

/** Judged on the figure as shown: exactly 100.0% is Ahead, exactly 95.0% is On track. */
export function status(tenths: number): Status {
  if (tenths >= 1000) return "Ahead";
  if (tenths >= 950) return "On track";
  return "Behind";
}

/** "+1,250" for more, "-45" for fewer (plain hyphen), "0" when equal. */
export function formatDifference(n: number): string {
  if (n > 0) return `+${formatCount(n)}`;
  if (n < 0) return `-${formatCount(-n)}`;
  return "0";
}
