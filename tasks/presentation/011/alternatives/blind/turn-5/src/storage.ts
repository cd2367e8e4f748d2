import { RESERVOIRS, percentFull, totals } from "./reservoirs";

export type MonthStorage = { short: string; percent: number };

// Combined end-of-month storage of the four reservoirs, % of total capacity.
export const MONTHS: MonthStorage[] = [
  { short: "Jan", percent: 84.2 },
  { short: "Feb", percent: 88.5 },
  { short: "Mar", percent: 91.3 },
  { short: "Apr", percent: 87.9 },
  { short: "May", percent: 80.4 },
  { short: "Jun", percent: 71.6 },
  { short: "Jul", percent: 63.2 },
  { short: "Aug", percent: 57.9 },
  { short: "Sep", percent: 52.4 },
  { short: "Oct", percent: 60.0 },
  { short: "Nov", percent: 58.7 },
  // December is the all-reservoir position on 31 December.
  { short: "Dec", percent: percentFull(totals(RESERVOIRS)) },
];

export function lowestMonth(months: MonthStorage[]): MonthStorage {
  return months.reduce((low, m) => (m.percent < low.percent ? m : low));
}

// The drought committee's warning level, % of capacity.
export const WARNING_LEVEL = 60;

// Strictly below the level: a month at exactly 60.0% is not below.
export function isBelowWarning(m: MonthStorage): boolean {
  return Math.round(m.percent * 10) < WARNING_LEVEL * 10;
}

export function countBelowWarning(months: MonthStorage[]): number {
  return months.filter(isBelowWarning).length;
}
