import { CROPS, Crop, HOUSES, House } from "./data";
import { percentTenths, ratioTenths } from "./format";

export interface Totals {
  area: number;
  harvest: number;
  target: number;
}

export function sumUp(crops: Crop[]): Totals {
  return {
    area: crops.reduce((s, c) => s + c.area, 0),
    harvest: crops.reduce((s, c) => s + c.harvest, 0),
    target: crops.reduce((s, c) => s + c.target, 0),
  };
}

/** Harvest over area in tenths of a kg/m². */
export function yieldTenths(t: Totals): number {
  return ratioTenths(t.harvest, t.area);
}

/** Harvest over target as a percentage, in tenths. */
export function ofTargetTenths(t: Totals): number {
  return percentTenths(t.harvest, t.target);
}

export interface HouseGroup {
  house: House;
  crops: Crop[];
  total: Totals;
}

export function houseGroups(): HouseGroup[] {
  return HOUSES.map((house) => {
    const crops = CROPS.filter((c) => c.house === house).sort((a, b) => b.harvest - a.harvest);
    return { house, crops, total: sumUp(crops) };
  });
}

export const ALL_HOUSES: Totals = sumUp(CROPS);

/** Crops in the table's order (house by house). */
export function cropsInTableOrder(): Crop[] {
  return houseGroups().flatMap((g) => g.crops);
}
