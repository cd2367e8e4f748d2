export const DAYS = ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"];

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03-04" -> "Wed 4 Mar" */
export function dayLabel(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const when = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[when.getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}

/** The weekday after `date` in this week, or null after Friday. */
export function nextWeekday(date: string): string | null {
  const index = DAYS.indexOf(date);
  return index >= 0 && index + 1 < DAYS.length ? DAYS[index + 1] : null;
}

export function daysBetween(from: string, until: string): string[] {
  return DAYS.filter((d) => d >= from && d <= until);
}

export function toMinutes(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}

export function toTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

export function span(start: string, end: string): string {
  return `${start}–${end}`;
}

/** The clinician's service: the part of the location after the comma. */
export function serviceOf(location: string): string {
  const comma = location.indexOf(",");
  return (comma >= 0 ? location.slice(comma + 1) : location).trim().toLowerCase();
}
