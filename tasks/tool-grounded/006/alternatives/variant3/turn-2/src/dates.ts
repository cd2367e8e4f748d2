// Calendar helpers: the bookable week, block grid and display formats.

export const WEEK: string[] = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface Block {
  start: string;
  end: string;
}

/** "2026-03-03" -> "Tue 3 Mar" (computed in UTC so the viewer's time zone never shifts the day). */
export function dayLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]}`;
}

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

export function fromMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

export function range(start: string, end: string): string {
  return `${start}\u2013${end}`;
}

export function overlaps(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  return toMinutes(aStart) < toMinutes(bEnd) && toMinutes(bStart) < toMinutes(aEnd);
}

/** The reservable blocks of an instrument, from its opening hours and slot length. */
export function blockGrid(opens: string, closes: string, slotMinutes: number): Block[] {
  const blocks: Block[] = [];
  const close = toMinutes(closes);
  for (let t = toMinutes(opens); t + slotMinutes <= close; t += slotMinutes) {
    blocks.push({ start: fromMinutes(t), end: fromMinutes(t + slotMinutes) });
  }
  return blocks;
}

/** "2026-03-02T09:11:00Z" -> "09:11", the system clock's own wall time. */
export function clockTime(iso: string): string {
  const match = /T(\d{2}:\d{2})/.exec(iso);
  return match ? match[1] : iso;
}
