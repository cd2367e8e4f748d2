export type Band = {
  start: string;
  arrivals: number;
};

/** October 2026 arrivals by three-hour band, named by the band's start time. */
export const BANDS: Band[] = [
  { start: "00:00", arrivals: 412 },
  { start: "03:00", arrivals: 268 },
  { start: "06:00", arrivals: 731 },
  { start: "09:00", arrivals: 1486 },
  { start: "12:00", arrivals: 1542 },
  { start: "15:00", arrivals: 1398 },
  { start: "18:00", arrivals: 1127 },
  { start: "21:00", arrivals: 694 },
];

export function totalArrivals(bands: Band[]): number {
  return bands.reduce((sum, b) => sum + b.arrivals, 0);
}

/** The band with the most arrivals (the earliest one on a tie). */
export function peakBand(bands: Band[]): Band {
  return bands.reduce((best, b) => (b.arrivals > best.arrivals ? b : best), bands[0]);
}
