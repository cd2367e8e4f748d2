export type Day = { date: string; label: string };
export type Block = { start: string; end: string };

// The lab week the calendar covers (Monday 2 March to Friday 6 March 2026).
export const WEEK: Day[] = [
  { date: "2026-03-02", label: "Mon 2 Mar" },
  { date: "2026-03-03", label: "Tue 3 Mar" },
  { date: "2026-03-04", label: "Wed 4 Mar" },
  { date: "2026-03-05", label: "Thu 5 Mar" },
  { date: "2026-03-06", label: "Fri 6 Mar" },
];

// Two-hour blocks from 08:00 to 20:00.
export const BLOCKS: Block[] = [
  { start: "08:00", end: "10:00" },
  { start: "10:00", end: "12:00" },
  { start: "12:00", end: "14:00" },
  { start: "14:00", end: "16:00" },
  { start: "16:00", end: "18:00" },
  { start: "18:00", end: "20:00" },
];

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function dayLabel(date: string): string {
  const known = WEEK.find((d) => d.date === date);
  if (known) return known.label;
  const [y, m, d] = date.split("-").map(Number);
  const when = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[when.getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
}

export function inWeek(date: string): boolean {
  return WEEK.some((d) => d.date === date);
}

export function span(start: string, end: string): string {
  return `${start}\u2013${end}`;
}

/** "HH:MM" of a system timestamp, taken as written (no time-zone shift). */
export function clock(stamp: string): string {
  const m = stamp.match(/T(\d{2}:\d{2})/) ?? stamp.match(/(\d{2}:\d{2})/);
  return m ? m[1] : stamp;
}
