import { APIARIES, Apiary } from "./data";

export type Grade = "Excellent" | "Good" | "Poor";

/** Yield per hive in tenths of a kilogram, rounded half up. */
export function yieldTenths(a: Apiary): number {
  return Math.round(a.honeyTenths / a.hives);
}

export function gradeFor(yieldPerHiveTenths: number): Grade {
  if (yieldPerHiveTenths >= 300) return "Excellent";
  if (yieldPerHiveTenths >= 200) return "Good";
  return "Poor";
}

export const TOTAL_HONEY_TENTHS = APIARIES.reduce((s, a) => s + a.honeyTenths, 0);

export function byHoneyDesc(list: Apiary[]): Apiary[] {
  return [...list].sort((a, b) => b.honeyTenths - a.honeyTenths);
}

export const TOTAL_HIVES = APIARIES.reduce((s, a) => s + a.hives, 0);

/** All the honey over all the hives, in tenths of a kilogram. */
export const ASSOCIATION_YIELD_TENTHS = Math.round(TOTAL_HONEY_TENTHS / TOTAL_HIVES);

export function byYieldDesc(list: Apiary[]): Apiary[] {
  return [...list].sort((a, b) => yieldTenths(b) - yieldTenths(a));
}
