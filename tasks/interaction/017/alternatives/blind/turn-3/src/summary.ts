import { DAYS, type Day, type Entry } from "./time";

/** A weekday's time beyond this is overtime (8 h 00 min). */
export const OVERTIME_AFTER = 8 * 60;

export type Rounding = "exact" | "quarter";

export const ROUNDING_OPTIONS: { value: Rounding; label: string }[] = [
  { value: "exact", label: "Exact minutes" },
  { value: "quarter", label: "Nearest quarter hour" },
];

export function isWeekend(day: Day): boolean {
  return day === "Saturday" || day === "Sunday";
}

/** Rounds to the nearest 15 minutes: 7 minutes or fewer past a multiple round down, 8 or more up. */
export function roundToQuarter(minutes: number): number {
  const past = minutes % 15;
  return past <= 7 ? minutes - past : minutes - past + 15;
}

/** The time an entry is billed at under the chosen rounding. */
export function billedMinutes(entry: Entry, rounding: Rounding): number {
  return rounding === "quarter" ? roundToQuarter(entry.minutes) : entry.minutes;
}

export type DaySummary = {
  day: Day;
  total: number;
  regular: number;
  overtime: number;
  weekend: number;
};

/** One summary per day that has at least one entry, in week order, using billed times. */
export function summarizeDays(entries: Entry[], rounding: Rounding): DaySummary[] {
  const result: DaySummary[] = [];
  for (const day of DAYS) {
    const ofDay = entries.filter((e) => e.day === day);
    if (ofDay.length === 0) continue;
    const total = ofDay.reduce((sum, e) => sum + billedMinutes(e, rounding), 0);
    if (isWeekend(day)) {
      result.push({ day, total, regular: 0, overtime: 0, weekend: total });
    } else {
      const regular = Math.min(total, OVERTIME_AFTER);
      result.push({ day, total, regular, overtime: total - regular, weekend: 0 });
    }
  }
  return result;
}
