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
