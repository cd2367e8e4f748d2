import type { ItemDetail, Location } from "./api";

export const FORECAST_DAYS = 28;
export const SHORT_BELOW = 14;
export const HEALTHY_UP_TO = 45;

export type Band = "Short" | "Healthy" | "Surplus";

export interface CoverRow {
  id: string;
  name: string;
  available: number;
  /** available / daily demand, unrounded (Infinity when there is no demand) */
  cover: number;
  band: Band;
}

function bandOf(available: number, expected: number): Band {
  // cover = available * 28 / expected, compared exactly
  if (expected <= 0) return "Surplus";
  const scaled = available * FORECAST_DAYS;
  if (scaled < SHORT_BELOW * expected) return "Short";
  if (scaled <= HEALTHY_UP_TO * expected) return "Healthy";
  return "Surplus";
}

export function coverRows(locations: Location[], item: ItemDetail, expected: number): CoverRow[] {
  const daily = expected / FORECAST_DAYS;
  return locations.map((loc) => {
    const stock = item.stock.find((s) => s.location === loc.id);
    const available = stock ? stock.on_hand - stock.reserved : 0;
    const cover = daily > 0 ? available / daily : Number.POSITIVE_INFINITY;
    return { id: loc.id, name: loc.name, available, cover, band: bandOf(available, expected) };
  });
}
