export type House = "North House" | "Middle House" | "South House";

export const HOUSES: House[] = ["North House", "Middle House", "South House"];

export interface Crop {
  name: string;
  house: House;
  /** Growing area in square metres. */
  area: number;
  /** Season's harvest in kilograms. */
  harvest: number;
}

export const CROPS: Crop[] = [
  { name: "Tomatoes", house: "North House", area: 420, harvest: 16086 },
  { name: "Cucumbers", house: "North House", area: 180, harvest: 8910 },
  { name: "Sweet peppers", house: "Middle House", area: 260, harvest: 5330 },
  { name: "Aubergines", house: "Middle House", area: 150, harvest: 3750 },
  { name: "Chillies", house: "Middle House", area: 90, harvest: 1215 },
  { name: "Salad leaves", house: "South House", area: 240, harvest: 2903 },
  { name: "Strawberries", house: "South House", area: 200, harvest: 2740 },
];

/** 25.0 kg/m², in tenths. */
export const HIGH_YIELD_TENTHS = 250;
