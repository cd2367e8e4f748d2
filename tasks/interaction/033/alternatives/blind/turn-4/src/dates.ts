/** Day number of a YYYY-MM-DD date (Julian day number), so differences count real calendar days. */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const a = Math.floor((14 - m) / 12);
  const year = y + 4800 - a;
  const month = m + 12 * a - 3;
  return (
    d +
    Math.floor((153 * month + 2) / 5) +
    365 * year +
    Math.floor(year / 4) -
    Math.floor(year / 100) +
    Math.floor(year / 400) -
    32045
  );
}

export function daysBetween(earlier: string, later: string): number {
  return dayNumber(later) - dayNumber(earlier);
}
