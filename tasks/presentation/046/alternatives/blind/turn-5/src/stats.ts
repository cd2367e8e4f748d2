import type { Clinician, Role } from "./data";

export type Totals = {
  booked: number;
  missed: number;
  late: number;
};

/** A lost-slot rate of 10.0% or more (100 tenths) needs review. */
export const REVIEW_FROM_TENTHS = 100;

/** A rate in tenths of a percent (part / whole × 1000), rounded half up with exact integers. */
export function rateTenths(part: number, whole: number): number {
  if (whole === 0) return 0;
  return Math.floor((2 * part * 1000 + whole) / (2 * whole));
}

export function formatRate(tenths: number): string {
  return `${(tenths / 10).toFixed(1)}%`;
}

export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export function sumUp(list: Clinician[]): Totals {
  return list.reduce(
    (acc, c) => ({ booked: acc.booked + c.booked, missed: acc.missed + c.missed, late: acc.late + c.late }),
    { booked: 0, missed: 0, late: 0 },
  );
}

export function missedRate(t: Totals): number {
  return rateTenths(t.missed, t.booked);
}

/** Missed appointments plus late cancellations over booked, in tenths of a percent. */
export function lostSlotRate(t: Totals): number {
  return rateTenths(t.missed + t.late, t.booked);
}

export function needsReview(t: Totals): boolean {
  return lostSlotRate(t) >= REVIEW_FROM_TENTHS;
}

/** Highest missed rate first; equal rates keep the listed order. */
export function byMissedRate(list: Clinician[]): Clinician[] {
  return [...list].sort((a, b) => missedRate(b) - missedRate(a));
}

export function ofRole(list: Clinician[], role: Role): Clinician[] {
  return list.filter((c) => c.role === role);
}
