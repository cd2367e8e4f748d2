import { HOTEL_ROOMS, NIGHTS_IN_WEEK, type Night } from "./data";

/** Occupancy in tenths of a percent, rounded from exact integers. */
export function occTenths(sold: number, available: number): number {
  return Math.round((sold * 1000) / available);
}

/** Pence divided by a count, rounded to the nearest penny. */
export function perPence(pence: number, count: number): number {
  return Math.round(pence / count);
}

const STRONG_TENTHS = 850;

export function nightStatus(n: Night): "Sold out" | "Strong" | "Soft" {
  if (n.roomsSold >= HOTEL_ROOMS) return "Sold out";
  return occTenths(n.roomsSold, HOTEL_ROOMS) >= STRONG_TENTHS ? "Strong" : "Soft";
}

export function weekTotals(nights: Night[]) {
  const roomsSold = nights.reduce((s, n) => s + n.roomsSold, 0);
  const revenuePence = nights.reduce((s, n) => s + n.revenuePence, 0);
  const available = HOTEL_ROOMS * NIGHTS_IN_WEEK;
  return {
    roomsSold,
    revenuePence,
    available,
    occTenths: occTenths(roomsSold, available),
    avgRatePence: perPence(revenuePence, roomsSold),
  };
}
