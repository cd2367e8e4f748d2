export interface Apiary {
  name: string;
  hives: number;
  /** Honey extracted in the 2026 season, in tenths of a kilogram (286.8 kg = 2868). */
  honeyTenths: number;
}

export const APIARIES: Apiary[] = [
  { name: "Ashcombe Orchard", hives: 12, honeyTenths: 2868 },
  { name: "Brook Lane", hives: 8, honeyTenths: 1592 },
  { name: "Church Meadow", hives: 15, honeyTenths: 4095 },
  { name: "Heather Rise", hives: 6, honeyTenths: 1800 },
  { name: "Mill Field", hives: 10, honeyTenths: 2437 },
  { name: "Quarry Top", hives: 9, honeyTenths: 1215 },
  { name: "Willow Bank", hives: 11, honeyTenths: 2200 },
];
