const DAY_MS = 86_400_000;

function toUtc(text: string): number {
  const [y, m, d] = text.split("-").map(Number);
  const when = new Date(0);
  when.setUTCFullYear(y, m - 1, d);
  when.setUTCHours(0, 0, 0, 0);
  return when.getTime();
}

/** A real calendar date written YYYY-MM-DD (four-digit year, two-digit month and day). */
export function isRealDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split("-").map(Number);
  if (m < 1 || m > 12 || d < 1) return false;
  const when = new Date(toUtc(text));
  return when.getUTCFullYear() === y && when.getUTCMonth() === m - 1 && when.getUTCDate() === d;
}

/** Whole days from a to b (both YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

export function addDays(text: string, days: number): string {
  const when = new Date(toUtc(text) + days * DAY_MS);
  const y = String(when.getUTCFullYear()).padStart(4, "0");
  const m = String(when.getUTCMonth() + 1).padStart(2, "0");
  const d = String(when.getUTCDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

export function nightsLabel(count: number): string {
  return count === 1 ? "1 night" : `${count} nights`;
}
