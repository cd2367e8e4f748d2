export type Year = 3 | 4 | 5 | 6;
export const YEARS: Year[] = [3, 4, 5, 6];

export interface Entrant {
  id: number;
  name: string;
  year: Year;
  /** best time in hundredths of a second */
  time: number;
  withdrawn: boolean;
}

const START: [string, Year, number][] = [
  ["Idris Kamara", 3, 1185],
  ["Poppy Achterberg", 3, 1230],
  ["Amira Castell", 5, 984],
  ["Jonah Petrakis", 5, 1012],
  ["Olive Brannigan", 5, 995],
  ["Felix Adeyinka", 5, 995],
  ["Suki Lindqvist", 5, 1040],
  ["Rafael Moreau-Tan", 5, 1007],
  ["Bethan Iwu", 5, 1066],
  ["Tomasz Greer", 5, 971],
  ["Noor Halvorsen", 6, 940],
  ["Callum Oduya", 6, 962],
  ["Greta Fairweather", 6, 940],
];

export function startingEntrants(): Entrant[] {
  return START.map(([name, year, time], i) => ({ id: i + 1, name, year, time, withdrawn: false }));
}

/** Hundredths from text like "9.8" or "12.30" (spaces at either end ignored), or null. */
export function parseHundredths(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  const value = parseInt(whole, 10) * 100 + parseInt((frac + "00").slice(0, 2), 10);
  return value >= min && value <= max ? value : null;
}

export function formatSeconds(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, "en");
}

/** Fastest first, equal times by name from A to Z. */
export function bySeed(a: Entrant, b: Entrant): number {
  return a.time - b.time || compareNames(a.name, b.name);
}

export function byListing(a: Entrant, b: Entrant): number {
  return a.year - b.year || bySeed(a, b);
}

export function yearLabel(year: Year): string {
  return `Year ${year}`;
}
