import { CONTRACT, STAFF } from "./roster";
import type { Staff } from "./roster";

/** Hourly rates in cents. */
export const RATE_CENTS: Record<Staff, number> = { Dev: 2400, Ines: 2200, Kofi: 1950, Lena: 2100 };

/** Overtime is paid at this multiple of the normal rate. */
export const OVERTIME_FACTOR = 1.5;

/** Minutes beyond the person's contracted weekly hours. */
export function overtimeMinutes(person: Staff, minutes: number): number {
  return Math.max(0, minutes - CONTRACT[person] * 60);
}

/** Exact cost in (possibly fractional) cents of `minutes` worked by `person` in the week. */
function rawCents(person: Staff, minutes: number): number {
  const extra = overtimeMinutes(person, minutes);
  const normal = minutes - extra;
  return ((normal + extra * OVERTIME_FACTOR) * RATE_CENTS[person]) / 60;
}

export function personCost(person: Staff, minutes: number): number {
  return Math.round(rawCents(person, minutes));
}

/** Whole-week cost, rounded once at the end. */
export function weekCost(minutesBy: Record<Staff, number>): number {
  return Math.round(STAFF.reduce((sum, p) => sum + rawCents(p, minutesBy[p]), 0));
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function money(cents: number): string {
  return usd.format(cents / 100);
}
