export const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];

const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-03-04" -> "Wed 4 Mar" (computed in UTC so the browser's zone cannot shift the day). */
export function dayLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const when = new Date(Date.UTC(y, m - 1, d));
  return `${DAY[when.getUTCDay()]} ${when.getUTCDate()} ${MONTH[when.getUTCMonth()]}`;
}

export function span(start: string, end: string): string {
  return `${start}–${end}`;
}
