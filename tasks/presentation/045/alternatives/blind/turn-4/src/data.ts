export interface Station {
  name: string;
  /** Entries and exits at the ticket gates, September 2026. */
  footfall: number;
  zone: number;
}

/** In the order the trains call. */
export const STATIONS: Station[] = [
  { name: "Ashby Cross", footfall: 127954, zone: 1 },
  { name: "Brindle Street", footfall: 96318, zone: 1 },
  { name: "Colliers Halt", footfall: 18402, zone: 2 },
  { name: "Dunmore Park", footfall: 71880, zone: 2 },
  { name: "Elmstead", footfall: 40127, zone: 2 },
  { name: "Fenwick Junction", footfall: 182640, zone: 3 },
  { name: "Gorsey Bank", footfall: 9731, zone: 3 },
];

export const DAYS_IN_SEPTEMBER = 30;

export const ZONES = [1, 2, 3];

export interface Month {
  short: string;
  footfall: number;
}

/** Whole-line entries and exits in the months before September 2026. */
export const EARLIER_MONTHS: Month[] = [
  { short: "Apr", footfall: 498240 },
  { short: "May", footfall: 521905 },
  { short: "Jun", footfall: 546118 },
  { short: "Jul", footfall: 509772 },
  { short: "Aug", footfall: 478460 },
];
