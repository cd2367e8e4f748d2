import type { ZoneType } from "./types";

/** Litres a minute each zone type draws from the main while it runs. */
export const FLOW: Record<ZoneType, number> = { Lawn: 15, Beds: 9, Drip: 4 };

/** Whole litres with a comma between thousands: 1125 -> "1,125". */
export function formatLitres(litres: number): string {
  const whole = Math.round(litres);
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
