export interface Round {
  name: string;
  /** Parcels taken out for delivery in the week. */
  out: number;
  /** Parcels delivered at the first attempt. */
  delivered: number;
  /** Cost of taking one missed parcel out again, in pence. */
  redeliveryPence: number;
}

/** Redelivery price per missed parcel: £2.85, except the rural Millbrook Villages lanes at £4.20. */
const STANDARD_REDELIVERY_PENCE = 285;
const MILLBROOK_REDELIVERY_PENCE = 420;

/**
 * Ashworth Lane depot, week of 23 to 29 November 2026.
 * Corrected: Harbour Quarter includes the day of scans its handheld failed to upload, and
 * Millbrook Villages no longer carries the 12 parcels wrongly booked to it.
 */
export const ROUNDS: Round[] = [
  { name: "Harbour Quarter", out: 612, delivered: 570, redeliveryPence: STANDARD_REDELIVERY_PENCE },
  { name: "Northgate Estate", out: 1120, delivered: 1034, redeliveryPence: STANDARD_REDELIVERY_PENCE },
  { name: "Old Town", out: 520, delivered: 468, redeliveryPence: STANDARD_REDELIVERY_PENCE },
  { name: "Riverside Flats", out: 830, delivered: 731, redeliveryPence: STANDARD_REDELIVERY_PENCE },
  { name: "Millbrook Villages", out: 408, delivered: 352, redeliveryPence: MILLBROOK_REDELIVERY_PENCE },
  { name: "Station Road", out: 540, delivered: 459, redeliveryPence: STANDARD_REDELIVERY_PENCE },
];
