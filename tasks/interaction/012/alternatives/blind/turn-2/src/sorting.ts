import type { Crop } from "./types";

/** Sowing date = frost - weeks, so more weeks means an earlier sowing date. */
export function sowDay(frostDay: number, crop: Crop): number {
  return frostDay - crop.sowWeeks * 7;
}

export function transplantDay(frostDay: number, crop: Crop): number {
  return frostDay + crop.transplantWeeks * 7;
}

/** Earliest sowing first; same sowing day in alphabetical order of name. */
export function sortCrops(crops: Crop[]): Crop[] {
  return [...crops].sort((a, b) => {
    if (a.sowWeeks !== b.sowWeeks) return b.sowWeeks - a.sowWeeks;
    return a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id;
  });
}
