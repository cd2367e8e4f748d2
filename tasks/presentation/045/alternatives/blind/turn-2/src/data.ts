export interface Station {
  name: string;
  /** Entries and exits at the ticket gates, September 2026. */
  footfall: number;
}

/** In the order the trains call. */
export const STATIONS: Station[] = [
  { name: "Ashby Cross", footfall: 127954 },
  { name: "Brindle Street", footfall: 96318 },
  { name: "Colliers Halt", footfall: 18402 },
  { name: "Dunmore Park", footfall: 61880 },
  { name: "Elmstead", footfall: 40127 },
  { name: "Fenwick Junction", footfall: 182640 },
  { name: "Gorsey Bank", footfall: 9731 },
];

export const DAYS_IN_SEPTEMBER = 30;

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
