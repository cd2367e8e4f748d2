import { STAFF } from "./roster";
import type { Staff } from "./roster";

/** Hourly rates in cents. */
export const RATE_CENTS: Record<Staff, number> = { Dev: 2400, Ines: 2200, Kofi: 1950, Lena: 2100 };

/** Exact cost in (possibly fractional) cents of `minutes` worked by `person`. */
function rawCents(person: Staff, minutes: number): number {
  return (minutes * RATE_CENTS[person]) / 60;
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
