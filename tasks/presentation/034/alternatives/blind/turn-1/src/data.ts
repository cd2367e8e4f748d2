export interface Region {
  name: string;
  sites: number;
  minutes: number;
}

export const REGIONS: Region[] = [
  { name: "Northern Uplands", sites: 412, minutes: 28840 },
  { name: "Eastern Plains", sites: 655, minutes: 19322 },
  { name: "Harbourside", sites: 1284, minutes: 21828 },
  { name: "Central Valley", sites: 938, minutes: 41272 },
  { name: "Western Isles", sites: 187, minutes: 15147 },
  { name: "Southern Coast", sites: 716, minutes: 32936 },
];

/** Minutes per site in tenths, rounded to one decimal. */
export function perSiteTenths(minutes: number, sites: number): number {
  return Math.round((minutes * 10) / sites);
}
