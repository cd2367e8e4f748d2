import { DAYS, type Day, type Entry } from "./time";

/** A weekday's time beyond this is overtime (8 h 00 min). */
export const OVERTIME_AFTER = 8 * 60;

/** The theatres pay at most this much of one day (12 h 00 min); the rest is unpaid. */
export const PAID_DAY_CAP = 12 * 60;

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
  unpaid: number;
};

/** One summary per day that has at least one entry, in week order, using billed times. */
export function summarizeDays(entries: Entry[], rounding: Rounding): DaySummary[] {
  const result: DaySummary[] = [];
  for (const day of DAYS) {
    const ofDay = entries.filter((e) => e.day === day);
    if (ofDay.length === 0) continue;
    const total = ofDay.reduce((sum, e) => sum + billedMinutes(e, rounding), 0);
    const paid = Math.min(total, PAID_DAY_CAP);
    const unpaid = total - paid;
    if (isWeekend(day)) {
      result.push({ day, total, regular: 0, overtime: 0, weekend: paid, unpaid });
    } else {
      const regular = Math.min(paid, OVERTIME_AFTER);
      result.push({ day, total, regular, overtime: paid - regular, weekend: 0, unpaid });
    }
  }
  return result;
}
