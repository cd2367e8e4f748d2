export const NAME_MESSAGE = "Enter an appliance name";
export const WATTS_MESSAGE = "Watts must be a whole number from 1 to 10000";
export const HOURS_MESSAGE = "Hours per day must be above 0 and at most 24";
export const DAYS_MESSAGE = "Days per week must be a whole number from 1 to 7";
export const NIGHT_MESSAGE = "Night hours must be from 0 to the hours per day";

export interface Appliance {
  id: number;
  name: string;
  watts: number;
  hours: number;
  days: number;
  night: number;
}

/** A typed number, or null when the text is not a number. */
export function parseNumber(text: string): number | null {
  const t = text.trim();
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

export function inRange(text: string, low: number, high: number): number | null {
  const n = parseNumber(text);
  if (n === null || n < low || n > high) return null;
  return n;
}

export function wholeInRange(text: string, low: number, high: number): number | null {
  const n = inRange(text, low, high);
  if (n === null || !Number.isInteger(n)) return null;
  return n;
}

/** Hundredths, half rounding up, tolerant of binary noise. */
export function hundredths(value: number): number {
  const scaled = value * 100;
  return Math.floor(scaled + 0.5 + Math.abs(scaled) * 1e-12 + 1e-9);
}

function grouped(hundred: number): string {
  const negative = hundred < 0;
  const abs = Math.abs(hundred);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const frac = String(abs % 100).padStart(2, "0");
  return `${negative ? "-" : ""}${whole}.${frac}`;
}

export function kwh(value: number): string {
  return `${grouped(hundredths(value))} kWh`;
}

export function poundsFromPennies(pennies: number): string {
  return `£${grouped(pennies)}`;
}

export function weeklyKwh(a: Appliance): number {
  return (a.watts * a.hours * a.days) / 1000;
}

export function weeklyNightKwh(a: Appliance): number {
  return (a.watts * a.night * a.days) / 1000;
}

export function plain(n: number): string {
  return String(n);
}
