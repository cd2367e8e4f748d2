export interface ClubEvent {
  name: string;
  /** ISO calendar date, yyyy-mm-dd. */
  date: string;
}

export const EVENTS: ClubEvent[] = [
  { name: "Club 10K time trial", date: "2025-04-12" },
  { name: "Season opener 5K", date: "2025-03-08" },
  { name: "Riverside Half Marathon", date: "2025-04-27" },
  { name: "Hill repeats clinic", date: "2025-03-22" },
  { name: "Track night with the Harriers", date: "2025-04-02" },
];

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split("-").map(Number);
  return [y, m, d];
}

/** "2025-03-08" -> "Sat 8 Mar" (worked out in UTC so the viewer's time zone cannot shift the day). */
export function shortDate(iso: string): string {
  const [y, m, d] = parts(iso);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]}`;
}

export function inDateOrder(events: ClubEvent[]): ClubEvent[] {
  return [...events].sort((a, b) => a.date.localeCompare(b.date));
}
