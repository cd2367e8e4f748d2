/** Punctuality target, percent of trips on time. */
export const TARGET_PCT = 85;

export interface DayFigures {
  day: string;
  trips: number;
  onTime: number;
}

/** Weekday figures for 3-7 March 2025 (scheduled trips, on-time trips). */
export const WEEK: DayFigures[] = [
  { day: "Mon", trips: 140, onTime: 124 },
  { day: "Tue", trips: 140, onTime: 129 },
  { day: "Wed", trips: 140, onTime: 118 },
  { day: "Thu", trips: 140, onTime: 109 },
  { day: "Fri", trips: 140, onTime: 121 },
];

/** On-time share in percent (0-100). */
export function ratePct(onTime: number, trips: number): number {
  return trips > 0 ? (onTime / trips) * 100 : 0;
}

export const pct1 = (value: number) => `${value.toFixed(1)}%`;

/** The day with the lowest on-time rate; the earlier day is kept on a tie. */
export function lowestDay(days: DayFigures[]): DayFigures | undefined {
  let lowest: DayFigures | undefined;
  for (const d of days) {
    if (!lowest || ratePct(d.onTime, d.trips) < ratePct(lowest.onTime, lowest.trips)) lowest = d;
  }
  return lowest;
}

export function pooled(days: DayFigures[]) {
  const trips = days.reduce((n, d) => n + d.trips, 0);
  const onTime = days.reduce((n, d) => n + d.onTime, 0);
  return { trips, onTime, rate: ratePct(onTime, trips) };
}
