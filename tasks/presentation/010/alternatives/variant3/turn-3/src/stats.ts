import type { DayRecord } from './data';

export interface DayRow extends DayRecord {
  rate: number;
}

export function share(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

export function percent(value: number): string {
  return `${value.toFixed(1)}%`;
}

export function withRates(records: DayRecord[]): DayRow[] {
  return records.map((r) => ({ ...r, rate: share(r.onTime, r.scheduled) }));
}

export function lowestDay(rows: DayRow[]): DayRow {
  return rows.reduce((best, r) => (r.rate < best.rate ? r : best));
}

export interface WeekTotals {
  scheduled: number;
  onTime: number;
  rate: number;
}

/** Pooled over every trip of the week, not an average of the daily rates. */
export function weekTotals(rows: DayRow[]): WeekTotals {
  const scheduled = rows.reduce((n, r) => n + r.scheduled, 0);
  const onTime = rows.reduce((n, r) => n + r.onTime, 0);
  return { scheduled, onTime, rate: share(onTime, scheduled) };
}
