export const WEEK_DAYS: readonly string[] = ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"];

const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03-03" → "Tue 3 Mar" */
export function dayName(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  return `${DAY_NAMES[t.getUTCDay()]} ${t.getUTCDate()} ${MONTH_NAMES[t.getUTCMonth()]}`;
}

/** "09:00:00" or "09:00" → "09:00" */
export function clock(time: string): string {
  return time.slice(0, 5);
}

/** "10:00–10:30" */
export function span(start: string, end: string): string {
  return `${clock(start)}–${clock(end)}`;
}
