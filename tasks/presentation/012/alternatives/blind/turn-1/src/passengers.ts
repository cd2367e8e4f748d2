export type MonthCount = { short: string; passengers: number };

// Passengers carried on all routes together, by month of 2025.
export const MONTHLY: MonthCount[] = [
  { short: "Jan", passengers: 18420 },
  { short: "Feb", passengers: 17960 },
  { short: "Mar", passengers: 22315 },
  { short: "Apr", passengers: 31870 },
  { short: "May", passengers: 38240 },
  { short: "Jun", passengers: 46105 },
  { short: "Jul", passengers: 57380 },
  { short: "Aug", passengers: 55920 },
  { short: "Sep", passengers: 41260 },
  { short: "Oct", passengers: 29740 },
  { short: "Nov", passengers: 20135 },
  { short: "Dec", passengers: 23480 },
];

export function yearTotal(months: MonthCount[]): number {
  return months.reduce((sum, m) => sum + m.passengers, 0);
}

export function busiest(months: MonthCount[]): MonthCount {
  let best = months[0];
  for (const m of months) {
    if (m.passengers > best.passengers) best = m;
  }
  return best;
}
