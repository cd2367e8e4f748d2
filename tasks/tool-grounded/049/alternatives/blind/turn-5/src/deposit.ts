import { percentOfCents, toCents } from "./money";

export const DEPOSIT_FLOOR_CENTS = 10000;
export const LONG_STAY_NIGHTS = 4;
export const LONG_STAY_PERCENT = 30;

export function stayTotalCents(nightlyRate: number, nights: number): number {
  return toCents(nightlyRate) * nights;
}

/** The deposit due, in the stated order: one night, 30% for long stays, $100 floor, stay-total cap. */
export function depositDueCents(nightlyRate: number, nights: number): number {
  const stay = stayTotalCents(nightlyRate, nights);
  let due = toCents(nightlyRate);
  if (nights >= LONG_STAY_NIGHTS) due = percentOfCents(stay, LONG_STAY_PERCENT);
  if (due < DEPOSIT_FLOOR_CENTS) due = DEPOSIT_FLOOR_CENTS;
  if (due > stay) due = stay;
  return due;
}
