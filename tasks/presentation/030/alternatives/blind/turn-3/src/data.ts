export interface Round {
  name: string;
  /** Parcels taken out for delivery in the week. */
  out: number;
  /** Parcels delivered at the first attempt. */
  delivered: number;
}

/** Ashworth Lane depot, week of 23 to 29 November 2026. */
export const ROUNDS: Round[] = [
  { name: "Harbour Quarter", out: 612, delivered: 534 },
  { name: "Northgate Estate", out: 1120, delivered: 1034 },
  { name: "Old Town", out: 520, delivered: 468 },
  { name: "Riverside Flats", out: 830, delivered: 731 },
  { name: "Millbrook Villages", out: 420, delivered: 352 },
  { name: "Station Road", out: 540, delivered: 459 },
];
