import { formatMonth, monthKey } from "./dates";
import { sowDay } from "./sorting";
import type { Crop } from "./types";

export interface MonthGroup {
  key: string;
  title: string;
  crops: Crop[];
}

/** Splits an already sorted list into sowing-month groups, in date order. */
export function groupBySowMonth(sorted: Crop[], frostDay: number): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const crop of sorted) {
    const sow = sowDay(frostDay, crop);
    const key = monthKey(sow);
    const last = groups[groups.length - 1];
    if (last && last.key === key) {
      last.crops.push(crop);
    } else {
      groups.push({ key, title: formatMonth(sow), crops: [crop] });
    }
  }
  return groups;
}
