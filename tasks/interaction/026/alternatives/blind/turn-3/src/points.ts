import { PointRates, StaffMember } from "./types";

/**
 * Exact points as an integer in units of 1/400 point: hours = quarters / 4 and the rate is in
 * hundredths, so points = quarters * rate / 400 with no rounding at all.
 */
export function exactPoints(person: StaffMember, rates: PointRates): number {
  return person.quarters * rates[person.role];
}

/** Writes exact points (in 1/400 units) with two decimals, rounding half up. */
export function formatPoints(units: number): string {
  const hundredths = Math.floor((units + 2) / 4);
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  return `${whole}.${String(rest).padStart(2, "0")}`;
}
