export interface Milestone {
  /** ISO calendar date, yyyy-mm-dd */
  date: string;
  name: string;
}

export const milestones: Milestone[] = [
  { date: '2025-04-12', name: 'Club 10K time trial' },
  { date: '2025-03-08', name: 'Season opener 5K' },
  { date: '2025-04-27', name: 'Riverside Half Marathon' },
  { date: '2025-03-22', name: 'Hill repeats clinic' },
  { date: '2025-04-02', name: 'Track night with the Harriers' },
];

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-03-08" -> "Sat 8 Mar" (computed in UTC so the viewer's time zone cannot shift the day). */
export function formatDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}
