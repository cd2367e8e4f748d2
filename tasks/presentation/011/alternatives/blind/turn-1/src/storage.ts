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
  { short: "Dec", percent: 59.4 },
];

export function lowestMonth(months: MonthStorage[]): MonthStorage {
  return months.reduce((low, m) => (m.percent < low.percent ? m : low));
}
