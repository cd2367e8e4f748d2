export function formatCount(n: number): string {
  const digits = String(Math.abs(Math.round(n)));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return (n < 0 ? "-" : "") + groups.join(",");
}

/** part / whole as a percentage in tenths, rounded half away from zero. */
export function percentTenths(part: number, whole: number): number {
  if (whole === 0) return 0;
  const raw = (part * 1000) / whole;
  const rounded = Math.sign(raw) * Math.round(Math.abs(raw));
  return rounded === 0 ? 0 : rounded;
}

export function formatTenths(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}%`;
}

/** A signed percentage in tenths: "+4.6%", "-4.6%" (plain hyphen), "0.0%". */
export function formatSignedTenths(tenths: number): string {
  if (tenths === 0) return "0.0%";
  const sign = tenths > 0 ? "+" : "-";
  return `${sign}${(Math.abs(tenths) / 10).toFixed(1)}%`;
}
