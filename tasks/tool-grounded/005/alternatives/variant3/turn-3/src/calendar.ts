export const DAYS = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];

const fmt = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "2026-03-03" -> "Tue 3 Mar". */
export function labelDay(iso: string): string {
  const parts = fmt.formatToParts(new Date(`${iso}T12:00:00Z`));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')} ${get('day')} ${get('month')}`;
}

export function range(start: string, end: string): string {
  return `${start}–${end}`;
}
