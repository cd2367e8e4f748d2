export type Day = { iso: string; label: string };

/** The bookable week, Monday 2 to Friday 6 March 2026. */
export const DAYS: Day[] = [
  { iso: "2026-03-02", label: "Mon 2 Mar" },
  { iso: "2026-03-03", label: "Tue 3 Mar" },
  { iso: "2026-03-04", label: "Wed 4 Mar" },
  { iso: "2026-03-05", label: "Thu 5 Mar" },
  { iso: "2026-03-06", label: "Fri 6 Mar" },
];

const WEEKDAY = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTH = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Wed 4 Mar" for "2026-03-04". */
export function dayLabel(iso: string): string {
  const known = DAYS.find((d) => d.iso === iso);
  if (known) return known.label;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return `${WEEKDAY[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH[date.getUTCMonth()]}`;
}

/** "13:00–15:00". */
export function timeRange(start: string, end: string): string {
  return `${start.slice(0, 5)}–${end.slice(0, 5)}`;
}

/** The HH:MM of a time stamp exactly as given ("2026-03-02T09:14:37" -> "09:14"). */
export function clockOf(stamp: string): string {
  const m = /T(\d{2}:\d{2})/.exec(stamp) ?? /(\d{2}:\d{2})/.exec(stamp);
  return m ? m[1] : stamp;
}
