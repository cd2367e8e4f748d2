import { DAYS } from "./types";
import type { Zone, ZoneType } from "./types";

/** Gap between one run's end and the next run's start, in minutes. */
export const SETTLE_MINUTES = 2;

const QUEUE_RANK: Record<ZoneType, number> = { Drip: 0, Beds: 1, Lawn: 2 };

export type Run = { zoneId: number; start: number; end: number };
export type DayPlan = { day: number; runs: Run[] };

/** "06:00" -> 360, or null when not HH:MM on the 24-hour clock. */
export function parseClock(text: string): number | null {
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since the day's midnight (may pass 1440) -> "HH:MM", going round the clock. */
export function formatClock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const hh = Math.floor(m / 60);
  const mm = m % 60;
  return `${String(hh).padStart(2, "0")}:${String(mm).padStart(2, "0")}`;
}

/** Run minutes times the percentage / 100, to the nearest whole minute, halves up. */
export function adjustedRun(minutes: number, percent: number): number {
  return Math.floor((minutes * percent + 50) / 100);
}

/** The queue of one day: Drip, then Beds, then Lawn, same types in the order added. */
export function dayQueue(zones: Zone[], day: number): Zone[] {
  return zones
    .map((zone, index) => ({ zone, index }))
    .filter(({ zone }) => zone.days[day])
    .sort((a, b) => QUEUE_RANK[a.zone.type] - QUEUE_RANK[b.zone.type] || a.index - b.index)
    .map(({ zone }) => zone);
}

export function weekPlan(zones: Zone[], start: number, skipped: boolean[], percent: number): DayPlan[] {
  return DAYS.map((_, day) => {
    const runs: Run[] = [];
    if (skipped[day]) return { day, runs };
    let next = start;
    for (const zone of dayQueue(zones, day)) {
      const end = next + adjustedRun(zone.minutes, percent);
      runs.push({ zoneId: zone.id, start: next, end });
      next = end + SETTLE_MINUTES;
    }
    return { day, runs };
  });
}
