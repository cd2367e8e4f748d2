import type { NightRow } from "./api";

/** The availability currently on screen: what the system reported for one room type and stay. */
export interface ShownAvailability {
  code: string;
  name: string;
  arrival: string;
  departure: string;
  rows: NightRow[];
}
