export interface Region {
  name: string;
  sites: number;
  minutes: number;
  /** Target minutes per site, in tenths (600 = 60.0). */
  targetTenths: number;
}

export const REGIONS: Region[] = [
  { name: "Northern Uplands", sites: 412, minutes: 28840, targetTenths: 600 },
  { name: "Eastern Plains", sites: 655, minutes: 19322, targetTenths: 294 },
  { name: "Harbourside", sites: 1323, minutes: 21828, targetTenths: 165 },
  { name: "Central Valley", sites: 938, minutes: 27772, targetTenths: 450 },
  { name: "Western Isles", sites: 187, minutes: 15147, targetTenths: 900 },
  { name: "Southern Coast", sites: 716, minutes: 32936, targetTenths: 460 },
];

/** Minutes per site in tenths, rounded to one decimal. */
export function perSiteTenths(minutes: number, sites: number): number {
  return Math.round((minutes * 10) / sites);
}
