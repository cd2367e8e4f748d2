export const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

export type ZoneType = "Lawn" | "Beds" | "Drip";
export const TYPES: ZoneType[] = ["Lawn", "Beds", "Drip"];

// Queue order on the shared main: drip lines first, then beds, then lawns.
export const QUEUE_RANK: Record<ZoneType, number> = { Drip: 0, Beds: 1, Lawn: 2 };
// Litres a minute each zone type draws while it runs.
export const FLOW: Record<ZoneType, number> = { Lawn: 15, Beds: 9, Drip: 4 };
// Minutes between one run's end and the next run's start.
export const GAP = 2;

export interface Zone {
  id: number;
  name: string;
  type: ZoneType;
  minutes: number;
  days: boolean[];
}

export interface Run {
  start: number;
  end: number;
}

export interface Delay {
  first: number;
  last: number;
}

export const NAME_MESSAGE = "Zone names must be 2 to 20 characters";
export const MINUTES_MESSAGE = "Run minutes must be a whole number from 1 to 90";
export const DAYS_MESSAGE = "Tick at least one day";
export const START_MESSAGE = "Start time must be HH:MM between 00:00 and 23:59";
export const BUDGET_MESSAGE = "Budget must be a whole number from 100 to 50000";
export const DELAY_MESSAGE = "Days to skip must be a whole number from 1 to 7";
export const ADJUST_MESSAGE = "Seasonal adjust must be a whole number from 50 to 150";

export function duplicateMessage(name: string): string {
  return `There is already a zone called ${name}`;
}

export function parseWhole(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  if (n < min || n > max) return null;
  return n;
}

export function parseTime(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 60 + Number(m[2]);
}

export function clock(total: number): string {
  const m = ((total % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  return `${String(h).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

export function zoneLine(z: Zone): string {
  const days = DAYS.filter((_, i) => z.days[i]).join(" ");
  return `${z.name}: ${z.type}, ${z.minutes} min, ${days}`;
}

export function adjusted(minutes: number, percent: number): number {
  // Nearest whole minute, halves rounded up, in whole-number arithmetic.
  return Math.floor((minutes * percent + 50) / 100);
}

export function skippedDays(delay: Delay | null): boolean[] {
  return DAYS.map((_, d) => delay !== null && d >= delay.first && d <= delay.last);
}

export function daySchedule(zones: Zone[], day: number, start: number, percent: number): Map<number, Run> {
  const queue = zones
    .filter((z) => z.days[day])
    .sort((a, b) => QUEUE_RANK[a.type] - QUEUE_RANK[b.type]);
  const runs = new Map<number, Run>();
  let t = start;
  for (const z of queue) {
    const run = { start: t, end: t + adjusted(z.minutes, percent) };
    runs.set(z.id, run);
    t = run.end + GAP;
  }
  return runs;
}

export function weeklyMinutes(z: Zone, skipped: boolean[], percent: number): number {
  const days = z.days.filter((on, d) => on && !skipped[d]).length;
  return adjusted(z.minutes, percent) * days;
}

export function withCommas(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
