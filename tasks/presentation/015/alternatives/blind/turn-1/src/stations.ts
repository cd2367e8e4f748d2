// Concentrations are kept in tenths of a µg/m³ so sums and averages stay exact.
export type Station = {
  name: string;
  setting: string;
  no2Tenths: number;
  exceedanceDays: number;
};

export const STATIONS: Station[] = [
  { name: "Ashby Park", setting: "Urban background", no2Tenths: 249, exceedanceDays: 9 },
  { name: "Fellside Moor", setting: "Rural", no2Tenths: 114, exceedanceDays: 2 },
  { name: "Harbour Gate", setting: "Roadside", no2Tenths: 400, exceedanceDays: 35 },
  { name: "Kelso Bridge", setting: "Industrial", no2Tenths: 386, exceedanceDays: 36 },
  { name: "Mill Street Roadside", setting: "Roadside", no2Tenths: 462, exceedanceDays: 41 },
  { name: "Town Hall Square", setting: "Urban centre", no2Tenths: 337, exceedanceDays: 22 },
];

/** Annual NO2 limit, 40.0 µg/m³; a mean of exactly 40.0 is within it. */
export const NO2_LIMIT_TENTHS = 400;

export function aboveLimit(s: Station): boolean {
  return s.no2Tenths > NO2_LIMIT_TENTHS;
}

export function byNo2Desc(list: Station[]): Station[] {
  return [...list].sort((a, b) => b.no2Tenths - a.no2Tenths);
}

/** Average of the given values (tenths), rounded to one decimal, still in tenths. */
export function meanTenths(values: number[]): number {
  if (values.length === 0) return 0;
  const sum = values.reduce((acc, v) => acc + v, 0);
  return Math.round(sum / values.length);
}
