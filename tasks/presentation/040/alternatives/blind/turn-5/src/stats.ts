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

export const JAR_GRAMS = 454;
export const JAR_PRICE_PENCE = 750;

/** Whole 454 g jars the honey fills (rounded down). */
export function jarsFor(a: Apiary): number {
  const grams = a.honeyTenths * 100;
  return Math.floor(grams / JAR_GRAMS);
}

export const TOTAL_JARS = APIARIES.reduce((s, a) => s + jarsFor(a), 0);

export function byNameAsc(list: Apiary[]): Apiary[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name, "en-GB"));
}
