export type PetClass = "Cat" | "Small dog" | "Large dog";

export const CLASSES: PetClass[] = ["Cat", "Small dog", "Large dog"];

/** Nightly rate of each class, in cents. */
export const NIGHTLY_RATE: Record<PetClass, number> = {
  Cat: 2450,
  "Small dog": 3100,
  "Large dog": 3875,
};

/** Kennels the lodge has for each class, every night. */
export const KENNELS: Record<PetClass, number> = {
  Cat: 3,
  "Small dog": 2,
  "Large dog": 2,
};

export const MAX_NIGHTS = 21;

/** Peak nights: each one a stay takes up costs 15% more than its class's nightly rate. */
export const PEAK_NIGHTS = ["2026-07-31", "2026-08-01", "2026-08-02"];

export const MIN_DEPOSIT = 2000;

export type AddOns = { walk: boolean; medication: boolean; bath: boolean };

export const NO_ADD_ONS: AddOns = { walk: false, medication: false, bath: false };

/** Add-on prices in cents: walk and medication per night, bath per stay. */
export const WALK_PER_NIGHT = 550;
export const MEDICATION_PER_NIGHT = 325;
export const BATH_PER_STAY = 1600;

export type Stay = {
  id: number;
  pet: string;
  petClass: PetClass;
  checkIn: string;
  checkOut: string;
  inDay: number;
  outDay: number;
  addOns: AddOns;
  owner: string;
};

export type StayForm = {
  pet: string;
  petClass: PetClass;
  checkIn: string;
  checkOut: string;
  addOns: AddOns;
  owner: string;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a date written YYYY-MM-DD, or null when it is not a real calendar date. */
export function dayNumber(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return Math.round(ms / DAY_MS);
}

export function dateText(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

/** "$1,030.75" from a number of cents. */
export function money(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  const grouped = String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}$${grouped}.${String(rest).padStart(2, "0")}`;
}

export function nightsLabel(nights: number): string {
  return nights === 1 ? "1 night" : `${nights} nights`;
}

export function nightsOf(stay: Stay): number {
  return stay.outDay - stay.inDay;
}

export function boardingOf(stay: Stay): number {
  return nightsOf(stay) * NIGHTLY_RATE[stay.petClass];
}

/** The earliest night on which every kennel of the class is taken, or null. */
export function firstFullNight(stays: Stay[], petClass: PetClass, inDay: number, outDay: number): number | null {
  for (let night = inDay; night < outDay; night++) {
    const taken = stays.filter((s) => s.petClass === petClass && s.inDay <= night && night < s.outDay).length;
    if (taken >= KENNELS[petClass]) return night;
  }
  return null;
}

export type BookingResult = { ok: true; stay: Stay } | { ok: false; message: string };

export function tryBooking(form: StayForm, stays: Stay[], id: number, today: string): BookingResult {
  const pet = form.pet.trim();
  if (pet === "") return { ok: false, message: "Enter a pet name" };
  const checkIn = form.checkIn.trim();
  const checkOut = form.checkOut.trim();
  const inDay = dayNumber(checkIn);
  const outDay = dayNumber(checkOut);
  if (inDay === null || outDay === null) return { ok: false, message: "Enter dates as YYYY-MM-DD" };
  const todayDay = dayNumber(today);
  if (todayDay !== null && inDay < todayDay) return { ok: false, message: `Check-in cannot be before ${today}` };
  if (outDay <= inDay) return { ok: false, message: "Check-out must be after check-in" };
  if (outDay - inDay > MAX_NIGHTS) return { ok: false, message: `A stay can be at most ${MAX_NIGHTS} nights` };
  const full = firstFullNight(stays, form.petClass, inDay, outDay);
  if (full !== null) {
    return { ok: false, message: `${form.petClass} kennels are full on the night of ${dateText(full)}` };
  }
  if (form.petClass === "Cat" && form.addOns.walk) return { ok: false, message: "Daily walks are for dogs only" };
  const addOns = { ...form.addOns };
  const owner = form.owner.trim();
  return { ok: true, stay: { id, pet, petClass: form.petClass, checkIn, checkOut, inDay, outDay, addOns, owner } };
}

/** Stays by check-in date, earliest first; same check-in in booking order. */
export function sortedStays(stays: Stay[]): Stay[] {
  return [...stays].sort((a, b) => a.inDay - b.inDay || a.id - b.id);
}

export function addOnNames(addOns: AddOns): string {
  const names: string[] = [];
  if (addOns.walk) names.push("Daily walk");
  if (addOns.medication) names.push("Medication");
  if (addOns.bath) names.push("Departure bath");
  return names.length === 0 ? "none" : names.join(", ");
}

export function addOnsCostOf(stay: Stay): number {
  const nights = nightsOf(stay);
  let cost = 0;
  if (stay.addOns.walk) cost += nights * WALK_PER_NIGHT;
  if (stay.addOns.medication) cost += nights * MEDICATION_PER_NIGHT;
  if (stay.addOns.bath) cost += BATH_PER_STAY;
  return cost;
}

export function ownerKey(owner: string): string {
  return owner.toLowerCase();
}

/** 10% of an amount in cents, rounded to the cent with half a cent rounding up. */
export function tenPercent(cents: number): number {
  return Math.floor((cents + 5) / 10);
}

/** 15% of a nightly rate in cents, rounded to the cent with half a cent rounding up. */
export function peakSurchargePerNight(rate: number): number {
  return Math.floor((rate * 15 + 50) / 100);
}

export function peakNightsOf(stay: Stay): number {
  let count = 0;
  for (const night of PEAK_NIGHTS) {
    const dayNo = dayNumber(night);
    if (dayNo !== null && stay.inDay <= dayNo && dayNo < stay.outDay) count += 1;
  }
  return count;
}

/** A quarter of the stay total, rounded up to the whole dollar, never less than $20.00. */
export function depositFor(total: number): number {
  const quarterDollars = Math.ceil(total / 400);
  return Math.max(MIN_DEPOSIT, quarterDollars * 100);
}

export function peakNightsLabel(count: number): string {
  return count === 1 ? "1 peak night" : `${count} peak nights`;
}

export type Priced = {
  nights: number;
  boarding: number;
  peakNights: number;
  peakSurcharge: number;
  addOnsCost: number;
  discount: number;
  total: number;
  deposit: number;
};

/** Prices every stay on the sheet as it is now (the multi-pet discount depends on the whole sheet). */
export function priceSheet(stays: Stay[]): Map<number, Priced> {
  const perOwner = new Map<string, number>();
  for (const stay of stays) {
    if (stay.owner === "") continue;
    const key = ownerKey(stay.owner);
    perOwner.set(key, (perOwner.get(key) ?? 0) + 1);
  }
  const prices = new Map<number, Priced>();
  for (const stay of stays) {
    const nights = nightsOf(stay);
    const boarding = boardingOf(stay);
    const addOnsCost = addOnsCostOf(stay);
    const multiPet = stay.owner !== "" && (perOwner.get(ownerKey(stay.owner)) ?? 0) >= 2;
    const discount = multiPet ? tenPercent(boarding) : 0;
    const peakNights = peakNightsOf(stay);
    const peakSurcharge = peakNights * peakSurchargePerNight(NIGHTLY_RATE[stay.petClass]);
    const total = boarding + peakSurcharge + addOnsCost - discount;
    const deposit = depositFor(total);
    prices.set(stay.id, { nights, boarding, peakNights, peakSurcharge, addOnsCost, discount, total, deposit });
  }
  return prices;
}

export const START_TODAY = "2026-06-01";

export type Cancellation = {
  id: number;
  pet: string;
  owner: string;
  deposit: number;
  refund: number;
};

/** Whole deposit 14 days or more ahead, half from 3 to 13 days, nothing under 3 days. */
export function refundFor(deposit: number, daysAhead: number): number {
  if (daysAhead >= 14) return deposit;
  if (daysAhead >= 3) return Math.round(deposit / 2);
  return 0;
}

export function cancellationLine(c: Cancellation): string {
  const who = c.owner === "" ? c.pet : `${c.pet} (${c.owner})`;
  return `${who}: refund ${money(c.refund)} of ${money(c.deposit)} deposit`;
}
