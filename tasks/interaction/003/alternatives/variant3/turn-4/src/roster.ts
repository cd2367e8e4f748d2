export const STAFF = ["Dev", "Ines", "Kofi", "Lena"] as const;
export type Staff = (typeof STAFF)[number];

/** Contracted hours per week. */
export const CONTRACT: Record<Staff, number> = { Dev: 40, Ines: 24, Kofi: 16, Lena: 30 };

export const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type Day = (typeof DAYS)[number];

export interface Shift {
  id: number;
  person: Staff;
  day: Day;
  /** minutes after midnight */
  start: number;
  /** minutes after midnight */
  end: number;
}

/** Reads "7:00", "07:00" or "19:45"; null when it is not a 24-hour clock time. */
export function parseClock(text: string): number | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 23 || m > 59) return null;
  return h * 60 + m;
}

export function clock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Minutes as hours with one decimal, halves rounded up: 435 -> "7.3". */
export function hours(minutes: number): string {
  return (Math.round(minutes / 6) / 10).toFixed(1);
}

export function lengthOf(shift: Pick<Shift, "start" | "end">): number {
  return shift.end - shift.start;
}

export function totalMinutes(shifts: Shift[]): number {
  return shifts.reduce((sum, s) => sum + lengthOf(s), 0);
}

/** Minutes worked by each person over the whole week. */
export function minutesByPerson(shifts: Shift[]): Record<Staff, number> {
  const tally: Record<Staff, number> = { Dev: 0, Ines: 0, Kofi: 0, Lena: 0 };
  for (const s of shifts) tally[s.person] += lengthOf(s);
  return tally;
}
