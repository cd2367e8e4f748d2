export type KennelClass = "Cat" | "Small dog" | "Large dog";

export const CLASSES: KennelClass[] = ["Cat", "Small dog", "Large dog"];

/** Nightly rate of each class, in cents. */
export const NIGHTLY_CENTS: Record<KennelClass, number> = { Cat: 2450, "Small dog": 3100, "Large dog": 3875 };

/** Kennels of each class available every night. */
export const KENNELS: Record<KennelClass, number> = { Cat: 3, "Small dog": 2, "Large dog": 2 };

export const MAX_NIGHTS = 21;

const DAY_MS = 86400000;

/** A typed YYYY-MM-DD date as a whole day number, or null when it is not a real calendar date. */
export function parseDay(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.round(ms / DAY_MS);
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function formatMoney(cents: number): string {
  const whole = Math.floor(cents / 100);
  const part = String(cents % 100).padStart(2, "0");
  return `$${whole.toLocaleString("en-US")}.${part}`;
}

export function nightsLabel(n: number): string {
  return n === 1 ? "1 night" : `${n} nights`;
}

export interface AddOns {
  walk: boolean;
  medication: boolean;
  bath: boolean;
}

export const NO_ADD_ONS: AddOns = { walk: false, medication: false, bath: false };

/** Add-on prices in cents: walks and medication per night, the bath once per stay. */
export const WALK_CENTS = 550;
export const MEDICATION_CENTS = 325;
export const BATH_CENTS = 1600;

export interface Stay {
  id: number;
  pet: string;
  cls: KennelClass;
  checkIn: number;
  checkOut: number;
  addOns: AddOns;
}

export function nights(s: Stay): number {
  return s.checkOut - s.checkIn;
}

export function boardingCents(s: Stay): number {
  return nights(s) * NIGHTLY_CENTS[s.cls];
}

export function addOnNames(a: AddOns): string {
  const names: string[] = [];
  if (a.walk) names.push("Daily walk");
  if (a.medication) names.push("Medication");
  if (a.bath) names.push("Departure bath");
  return names.length === 0 ? "none" : names.join(", ");
}

export function addOnsCents(s: Stay): number {
  const perNight = (s.addOns.walk ? WALK_CENTS : 0) + (s.addOns.medication ? MEDICATION_CENTS : 0);
  return nights(s) * perNight + (s.addOns.bath ? BATH_CENTS : 0);
}

export function stayTotalCents(s: Stay): number {
  return boardingCents(s) + addOnsCents(s);
}

/** The first night of [checkIn, checkOut) on which every kennel of the class is already taken. */
export function firstFullNight(stays: Stay[], cls: KennelClass, checkIn: number, checkOut: number): number | null {
  for (let night = checkIn; night < checkOut; night++) {
    const taken = stays.filter((s) => s.cls === cls && s.checkIn <= night && night < s.checkOut).length;
    if (taken >= KENNELS[cls]) return night;
  }
  return null;
}

/** Stays by check-in date, earliest first; equal check-ins keep booking order. */
export function sortedStays(stays: Stay[]): Stay[] {
  return [...stays].sort((a, b) => a.checkIn - b.checkIn || a.id - b.id);
}
