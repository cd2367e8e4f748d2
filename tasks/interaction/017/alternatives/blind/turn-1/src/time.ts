export const DAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export type Day = (typeof DAYS)[number];

/** The most time one day's entries may add up to, in minutes (16 h 00 min). */
export const DAY_LIMIT = 16 * 60;

export type Entry = {
  id: number;
  day: Day;
  minutes: number;
};

/** Writes minutes as "7 h 05 min": the hours, then the minutes with two digits. */
export function formatTime(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${hours} h ${String(minutes).padStart(2, "0")} min`;
}

/** Reads a whole number from 0 to max; an empty field counts as 0. Null when invalid. */
export function parseWhole(raw: string, max: number): number | null {
  const text = raw.trim();
  if (text === "") return 0;
  const value = Number(text);
  if (!Number.isFinite(value) || !Number.isInteger(value)) return null;
  if (value < 0 || value > max) return null;
  return value;
}
