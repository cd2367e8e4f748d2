export type ServiceKey = 'building' | 'parking' | 'event';
export type DayKey = 'mon' | 'tue' | 'wed';

export interface Service {
  key: ServiceKey;
  name: string;
  minutes: number;
}

export interface Day {
  key: DayKey;
  label: string;
}

export interface Booking {
  id: number;
  service: ServiceKey;
  day: DayKey;
  start: number;
}

export const SERVICES: Service[] = [
  { key: 'building', name: 'Building permit', minutes: 45 },
  { key: 'parking', name: 'Parking permit', minutes: 15 },
  { key: 'event', name: 'Event permit', minutes: 30 },
];

export const DAYS: Day[] = [
  { key: 'mon', label: 'Mon 9 Mar' },
  { key: 'tue', label: 'Tue 10 Mar' },
  { key: 'wed', label: 'Wed 11 Mar' },
];

export const OPENS = 9 * 60;
export const CLOSES = 12 * 60;
export const BLOCK = 15;

/** Time already taken before anyone uses this page, as [start, end) minutes after midnight. */
const ALREADY_TAKEN: Record<DayKey, Array<[number, number]>> = {
  mon: [
    [9 * 60 + 30, 10 * 60 + 15],
    [11 * 60, 11 * 60 + 15],
  ],
  tue: [[9 * 60, 10 * 60]],
  wed: [[10 * 60, 10 * 60 + 30]],
};

export function serviceOf(key: ServiceKey): Service {
  return SERVICES.find((s) => s.key === key) ?? SERVICES[0];
}

export function dayOf(key: DayKey): Day {
  return DAYS.find((d) => d.key === key) ?? DAYS[0];
}

export function clock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Every start time on `day` where an appointment of `minutes` fits entirely in free blocks before closing. */
export function freeStarts(day: DayKey, minutes: number, bookings: Booking[]): number[] {
  const busy: Array<[number, number]> = [
    ...ALREADY_TAKEN[day],
    ...bookings.filter((b) => b.day === day).map((b): [number, number] => [b.start, b.start + serviceOf(b.service).minutes]),
  ];
  const starts: number[] = [];
  for (let t = OPENS; t + minutes <= CLOSES; t += BLOCK) {
    const end = t + minutes;
    if (busy.every(([from, to]) => end <= from || t >= to)) starts.push(t);
  }
  return starts;
}

/** The first day and start time in the week where an appointment of `minutes` still fits. */
export function earliestFree(minutes: number, bookings: Booking[]): { day: Day; start: number } | null {
  for (const day of DAYS) {
    const starts = freeStarts(day.key, minutes, bookings);
    if (starts.length > 0) return { day, start: starts[0] };
  }
  return null;
}
