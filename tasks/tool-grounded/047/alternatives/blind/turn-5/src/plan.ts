import type { ItemDetail, Location } from "./api";

export const FORECAST_DAYS = 28;
export const SHORT_BELOW = 14;
export const HEALTHY_UP_TO = 45;
export const KEEP_BACK_DAYS = 35;
export const TARGET_DAYS = 21;

export type Band = "Short" | "Healthy" | "Surplus";

export interface CoverRow {
  id: string;
  name: string;
  available: number;
  /** available / daily demand, unrounded (Infinity when there is no demand) */
  cover: number;
  band: Band;
}

export interface Proposal {
  key: string;
  from: string;
  fromName: string;
  to: string;
  toName: string;
  units: number;
}

/** ceil(days * expected / FORECAST_DAYS), in whole units, with integer arithmetic */
export function unitsForDays(days: number, expected: number): number {
  const num = days * expected;
  return Math.floor((num + FORECAST_DAYS - 1) / FORECAST_DAYS);
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

export function proposeMoves(rows: CoverRow[], expected: number, casePack: number): Proposal[] {
  const keep = unitsForDays(KEEP_BACK_DAYS, expected);
  const target = unitsForDays(TARGET_DAYS, expected);
  const pack = casePack > 0 ? casePack : 1;
  const spare = rows
    .map((row, order) => ({ row, order, left: Math.max(0, row.available - keep) }))
    .filter((s) => s.row.band === "Surplus");
  const short = rows
    .map((row, order) => ({ row, order }))
    .filter((s) => s.row.band === "Short")
    .sort((a, b) => a.row.cover - b.row.cover || a.order - b.order);

  const moves: Proposal[] = [];
  for (const s of short) {
    if (spare.length === 0) break;
    let source = spare[0];
    for (const c of spare) {
      if (c.left > source.left || (c.left === source.left && c.order < source.order)) source = c;
    }
    const need = Math.max(0, target - s.row.available);
    const raw = Math.min(need, source.left);
    const units = Math.floor(raw / pack) * pack;
    source.left -= units;
    if (units <= 0) continue;
    moves.push({
      key: `${source.row.id}>${s.row.id}`,
      from: source.row.id,
      fromName: source.row.name,
      to: s.row.id,
      toName: s.row.name,
      units,
    });
  }
  return moves;
}

/** whole number of case packs above zero, or null */
export function parseUnits(text: string, casePack: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const units = Number(trimmed);
  if (units <= 0 || casePack <= 0 || units % casePack !== 0) return null;
  return units;
}
