/** The bookable week: Monday 2 March to Friday 6 March 2026. */
export const WEEK: readonly string[] = ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"];

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03-04" → "Wed 4 Mar" */
export function dayLabel(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  const when = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[when.getUTCDay()]} ${when.getUTCDate()} ${MONTHS[when.getUTCMonth()]}`;
}

const hhmm = (t: string) => t.slice(0, 5);

/** "14:00–15:00" (with an en dash). */
export function timeRange(start: string, end: string): string {
  return `${hhmm(start)}–${hhmm(end)}`;
}
