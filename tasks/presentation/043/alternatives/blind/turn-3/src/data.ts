export type House = "North House" | "Middle House" | "South House";

export const HOUSES: House[] = ["North House", "Middle House", "South House"];

export interface Crop {
  name: string;
  house: House;
  /** Growing area in square metres. */
  area: number;
  /** Season's harvest in kilograms. */
  harvest: number;
  /** Season target in kilograms. */
  target: number;
}

export const CROPS: Crop[] = [
  { name: "Tomatoes", house: "North House", area: 420, harvest: 16086, target: 15500 },
  { name: "Cucumbers", house: "North House", area: 180, harvest: 8910, target: 9000 },
  { name: "Sweet peppers", house: "Middle House", area: 260, harvest: 5330, target: 5600 },
  { name: "Aubergines", house: "Middle House", area: 150, harvest: 3750, target: 3600 },
  { name: "Chillies", house: "Middle House", area: 90, harvest: 1215, target: 1215 },
  { name: "Salad leaves", house: "South House", area: 240, harvest: 2903, target: 3000 },
  { name: "Strawberries", house: "South House", area: 200, harvest: 2740, target: 4800 },
];

/** 25.0 kg/m², in tenths. */
export const HIGH_YIELD_TENTHS = 250;

/** 100.0% of target, in tenths of a percent. */
export const ON_TARGET_TENTHS = 1000;

/** Heating used by each greenhouse over the season, in kilowatt-hours. */
export const HEATING_KWH: Record<House, number> = {
  "North House": 46250,
  "Middle House": 21180,
  "South House": 6940,
};
