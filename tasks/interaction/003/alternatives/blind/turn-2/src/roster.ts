export const STAFF = ["Dev", "Ines", "Kofi", "Lena"] as const;
export type StaffName = (typeof STAFF)[number];

/** Contracted weekly hours. */
export const CONTRACT_HOURS: Record<StaffName, number> = { Dev: 40, Ines: 24, Kofi: 16, Lena: 30 };

export const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export type DayName = (typeof DAYS)[number];

/** A shift on one day; start and end are minutes after midnight. */
export type Shift = {
  id: number;
  person: StaffName;
  day: number;
  start: number;
  end: number;
};

export type ShiftDraft = Omit<Shift, "id">;

/** Parses "07:00", "9:30" or "23:59" into minutes after midnight; null if not a valid time. */
export function parseTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/** Hours with one decimal and the unit, e.g. "7.5 h". */
export function formatHours(minutes: number): string {
  return `${(minutes / 60).toFixed(1)} h`;
}

export function shiftMinutes(shift: { start: number; end: number }): number {
  return shift.end - shift.start;
}

export function minutesByPerson(shifts: Shift[]): Record<StaffName, number> {
  const result = { Dev: 0, Ines: 0, Kofi: 0, Lena: 0 } as Record<StaffName, number>;
  for (const s of shifts) result[s.person] += shiftMinutes(s);
  return result;
}

/**
 * Returns the message explaining why the shift cannot be rostered, or null when it is fine.
 * `ignoreId` is a shift that the draft replaces, so it never clashes with itself.
 */
export function checkShift(shifts: Shift[], draft: ShiftDraft, ignoreId: number | null = null): string | null {
  if (draft.end <= draft.start) return "End must be after start";
  const others = shifts.filter((s) => s.id !== ignoreId && s.person === draft.person);
  const overlaps = others.some((s) => s.day === draft.day && draft.start < s.end && s.start < draft.end);
  if (overlaps) return "Overlaps another shift";
  const alreadyRostered = others.reduce((sum, s) => sum + shiftMinutes(s), 0);
  const limit = CONTRACT_HOURS[draft.person];
  if (alreadyRostered + shiftMinutes(draft) > limit * 60) return `${draft.person} would exceed ${limit} h`;
  return null;
}
