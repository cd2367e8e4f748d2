// Ratified 2025 data. Concentrations are kept in tenths of a µg/m³ so sums and averages stay exact.
export type Station = {
  name: string;
  setting: string;
  no2Tenths: number;
  exceedanceDays: number;
  /** PM2.5 annual mean in tenths, or null when the station has no PM2.5 monitor. */
  pm25Tenths: number | null;
  /** 2024 annual NO2 mean in tenths. */
  no2PrevTenths: number;
};

export const STATIONS: Station[] = [
  { name: "Ashby Park", setting: "Urban background", no2Tenths: 249, exceedanceDays: 9, pm25Tenths: null, no2PrevTenths: 238 },
  { name: "Fellside Moor", setting: "Rural", no2Tenths: 114, exceedanceDays: 2, pm25Tenths: null, no2PrevTenths: 120 },
  { name: "Harbour Gate", setting: "Roadside", no2Tenths: 400, exceedanceDays: 35, pm25Tenths: 121, no2PrevTenths: 426 },
  { name: "Kelso Bridge", setting: "Industrial", no2Tenths: 386, exceedanceDays: 33, pm25Tenths: 98, no2PrevTenths: 386 },
  { name: "Mill Street Roadside", setting: "Roadside", no2Tenths: 462, exceedanceDays: 41, pm25Tenths: 148, no2PrevTenths: 490 },
  { name: "Town Hall Square", setting: "Urban centre", no2Tenths: 394, exceedanceDays: 22, pm25Tenths: 100, no2PrevTenths: 381 },
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

/** PM10 daily objective: at most 35 exceedance days a year (exactly 35 meets it). */
export const PM10_OBJECTIVE_DAYS = 35;

export function overObjective(s: Station): boolean {
  return s.exceedanceDays > PM10_OBJECTIVE_DAYS;
}

export function byDaysDesc(list: Station[]): Station[] {
  return [...list].sort((a, b) => b.exceedanceDays - a.exceedanceDays);
}

export function meetsBoth(s: Station): boolean {
  return s.no2Tenths <= NO2_LIMIT_TENTHS && s.exceedanceDays <= PM10_OBJECTIVE_DAYS;
}

export function pm25Values(list: Station[]): number[] {
  return list.flatMap((s) => (s.pm25Tenths === null ? [] : [s.pm25Tenths]));
}

/** 2025 mean minus 2024 mean, in tenths. */
export function no2ChangeTenths(s: Station): number {
  return s.no2Tenths - s.no2PrevTenths;
}
