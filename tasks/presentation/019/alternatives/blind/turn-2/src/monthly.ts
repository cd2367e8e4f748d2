export type Month = {
  label: string;
  visits: number;
};

// Visits to all five trailheads per month, in calendar order.
export const MONTHS: Month[] = [
  { label: "May", visits: 14820 },
  { label: "Jun", visits: 22460 },
  { label: "Jul", visits: 35915 },
  { label: "Aug", visits: 38106 },
  { label: "Sep", visits: 20774 },
  { label: "Oct", visits: 11560 },
];

export function busiestMonth(months: Month[]): Month {
  return months.reduce((best, m) => (m.visits > best.visits ? m : best), months[0]);
}
