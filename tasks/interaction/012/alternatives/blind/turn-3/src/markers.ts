import { sowDay } from "./sorting";
import type { Crop, Marker } from "./types";

/**
 * "Sow this week" when the sowing date is Today or up to 6 days after it,
 * "Sowing overdue" when it is before Today; only for crops not ticked as sown.
 */
export function markerFor(
  crop: Crop,
  frostDay: number | null,
  todayDay: number | null,
): Marker | null {
  if (crop.sown || frostDay === null || todayDay === null) return null;
  const sow = sowDay(frostDay, crop);
  if (sow < todayDay) return "Sowing overdue";
  if (sow <= todayDay + 6) return "Sow this week";
  return null;
}

export function countMarkers(
  crops: Crop[],
  frostDay: number | null,
  todayDay: number | null,
): { soon: number; overdue: number } {
  let soon = 0;
  let overdue = 0;
  for (const crop of crops) {
    const marker = markerFor(crop, frostDay, todayDay);
    if (marker === "Sow this week") soon += 1;
    else if (marker === "Sowing overdue") overdue += 1;
  }
  return { soon, overdue };
}
