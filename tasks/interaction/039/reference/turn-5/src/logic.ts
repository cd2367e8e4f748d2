export const ALLOWANCE = 30;
export const LOW_BELOW = 5;
export const EVENING_FROM = 19;
export const DAY_RATE = 2;
export const EVENING_RATE = 3;
export const OVERNIGHT_POINTS = 25;
export const START_HOURS = Array.from({ length: 15 }, (_, i) => 8 + i);
export const HOURS_MESSAGE = "Hours must be a whole number from 1 to 8";

export type Sit = {
  number: number;
  sitter: string;
  satFor: string;
  start: number;
  hours: number;
  points: number;
  cancelled: boolean;
  corrected: boolean;
};

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function points(n: number): string {
  return plural(n, "point", "points");
}

export function clock(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

export function sitPoints(start: number, hours: number): number {
  if (start + hours > 24) return OVERNIGHT_POINTS;
  let total = 0;
  for (let h = start; h < start + hours; h++) {
    total += h >= EVENING_FROM ? EVENING_RATE : DAY_RATE;
  }
  return total;
}

export function parseHours(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= 8 ? n : null;
}

export function byName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

export function sitLine(sit: Sit): string {
  let line = `Sit ${sit.number}: ${sit.sitter} sat for ${sit.satFor}, ${clock(sit.start)} for ${plural(sit.hours, "hour", "hours")}, ${sit.points} points`;
  if (sit.corrected) line += " (corrected)";
  if (sit.cancelled) line += " (cancelled)";
  return line;
}

export function balanceOf(name: string, sits: Sit[]): number {
  let balance = ALLOWANCE;
  for (const sit of sits) {
    if (sit.cancelled) continue;
    if (sit.sitter === name) balance += sit.points;
    if (sit.satFor === name) balance -= sit.points;
  }
  return balance;
}
