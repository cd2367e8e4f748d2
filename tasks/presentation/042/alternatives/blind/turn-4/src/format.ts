export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return (n < 0 ? "-" : "") + groups.join(",");
}

/** Percentage of part over whole in tenths of a percent, rounded half up. */
export function pctTenths(part: number, whole: number): number {
  if (whole === 0) return 0;
  return Math.round((part * 1000) / whole);
}

export function formatTenths(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}%`;
}

/** Seconds written as "m:ss" (41 -> "0:41", 151 -> "2:31", 120 -> "2:00"). */
export function formatMinSec(totalSeconds: number): string {
  const whole = Math.round(totalSeconds);
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  return `${minutes}:${String(seconds).padStart(2, "0")}`;
}
