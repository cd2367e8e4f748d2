import { DAYS, type Day, type Entry } from "./time";

/** A weekday's time beyond this is overtime (8 h 00 min). */
export const OVERTIME_AFTER = 8 * 60;

export type DaySummary = {
  day: Day;
  total: number;
  regular: number;
  overtime: number;
};

/** One summary per day that has at least one entry, in week order. */
export function summarizeDays(entries: Entry[]): DaySummary[] {
  const result: DaySummary[] = [];
  for (const day of DAYS) {
    const ofDay = entries.filter((e) => e.day === day);
    if (ofDay.length === 0) continue;
    const total = ofDay.reduce((sum, e) => sum + e.minutes, 0);
    const regular = Math.min(total, OVERTIME_AFTER);
    result.push({ day, total, regular, overtime: total - regular });
  }
  return result;
}
