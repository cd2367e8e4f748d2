/** Stops in the order route 42 serves them. */
export const ROUTE_ORDER = [
  "Harbour Terminal",
  "Market Street",
  "Civic Centre",
  "Hospital Gates",
  "Elm Park",
  "Northgate Interchange",
];

/** Average delay per stop for the week, in tenths of a minute (negative = early). As supplied, alphabetical. */
export const DELAY_TENTHS: Record<string, number> = {
  "Civic Centre": 26,
  "Elm Park": -4,
  "Harbour Terminal": 3,
  "Hospital Gates": 48,
  "Market Street": 12,
  "Northgate Interchange": 19,
};

/** 26 -> "+2.6 min", -4 -> "-0.4 min". */
export function signedMinutes(tenths: number): string {
  const sign = tenths < 0 ? "-" : "+";
  return `${sign}${(Math.abs(tenths) / 10).toFixed(1)} min`;
}

export function worstStop(order: string[], delays: Record<string, number>): string | undefined {
  let worst: string | undefined;
  for (const stop of order) {
    if (worst === undefined || delays[stop] > delays[worst]) worst = stop;
  }
  return worst;
}
