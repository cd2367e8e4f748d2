import type { SessionType } from "./data";

export interface Totals {
  sessions: number;
  swims: number;
  /** All the places offered in the month: sum of sessions x places per session. */
  placesOffered: number;
}

export type Level = "Busy" | "Steady" | "Quiet";

export function averageSwims(row: { sessions: number; swims: number }): number {
  return row.sessions === 0 ? 0 : row.swims / row.sessions;
}

export function placesOffered(row: SessionType): number {
  return row.sessions * row.places;
}

/** Occupancy as a percentage (0-100), unrounded. */
export function occupancy(swims: number, places: number): number {
  return places === 0 ? 0 : (swims / places) * 100;
}

/** Busy at 80% or more, Quiet under 40%, Steady otherwise (compared on exact integers). */
export function level(row: SessionType): Level {
  const offered = placesOffered(row);
  if (row.swims * 100 >= 80 * offered) return "Busy";
  if (row.swims * 100 < 40 * offered) return "Quiet";
  return "Steady";
}

export function bySwimsDesc(rows: SessionType[]): SessionType[] {
  return [...rows].sort((a, b) => b.swims - a.swims);
}

export function totals(rows: SessionType[]): Totals {
  return rows.reduce(
    (acc, r) => ({
      sessions: acc.sessions + r.sessions,
      swims: acc.swims + r.swims,
      placesOffered: acc.placesOffered + placesOffered(r),
    }),
    { sessions: 0, swims: 0, placesOffered: 0 },
  );
}

export function countLevel(rows: SessionType[], wanted: Level): number {
  return rows.filter((r) => level(r) === wanted).length;
}

export function busiest(rows: SessionType[]): SessionType {
  return rows.reduce((best, r) => (r.swims > best.swims ? r : best), rows[0]);
}

/** Share of all swims, as a percentage (0-100). */
export function swimShare(row: SessionType, rows: SessionType[]): number {
  const all = totals(rows).swims;
  return all === 0 ? 0 : (row.swims / all) * 100;
}
