/** Add whole days to a YYYY-MM-DD date (calendar arithmetic only, never the clock). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const stamp = new Date(Date.UTC(y, m - 1, d + days));
  return stamp.toISOString().slice(0, 10);
}
