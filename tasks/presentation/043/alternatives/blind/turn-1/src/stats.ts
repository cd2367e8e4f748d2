import { CROPS, Crop, HOUSES, House } from "./data";
import { ratioTenths } from "./format";

export interface Totals {
  area: number;
  harvest: number;
}

export function sumUp(crops: Crop[]): Totals {
  return {
    area: crops.reduce((s, c) => s + c.area, 0),
    harvest: crops.reduce((s, c) => s + c.harvest, 0),
  };
}

/** Harvest over area in tenths of a kg/m². */
export function yieldTenths(t: Totals): number {
  return ratioTenths(t.harvest, t.area);
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
