import type { Entrant, Year } from "./types";

const TIME_PATTERN = /^\d+(\.\d{1,2})?$/;

/** Parses "9.8" / "10" / "12.34" into hundredths, or null when not written that way. */
export function parseHundredths(raw: string): number | null {
  const text = raw.trim();
  if (!TIME_PATTERN.test(text)) return null;
  const [whole, frac = ""] = text.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

export function formatHundredths(value: number): string {
  const whole = Math.floor(value / 100);
  const frac = value % 100;
  return `${whole}.${String(frac).padStart(2, "0")}`;
}

export function compareNames(a: string, b: string): number {
  return a.localeCompare(b);
}

export function sortEntrants(list: Entrant[]): Entrant[] {
  return [...list].sort(
    (a, b) => a.year - b.year || a.best - b.best || compareNames(a.name, b.name),
  );
}

export function findByName(list: Entrant[], name: string): Entrant | undefined {
  const key = name.trim().toLowerCase();
  return list.find((e) => e.name.trim().toLowerCase() === key);
}

const seed = (id: number, name: string, year: Year, best: number): Entrant => ({ id, name, year, best });

export const INITIAL_ENTRANTS: Entrant[] = [
  seed(1, "Idris Kamara", 3, 1185),
  seed(2, "Poppy Achterberg", 3, 1230),
  seed(3, "Amira Castell", 5, 984),
  seed(4, "Jonah Petrakis", 5, 1012),
  seed(5, "Olive Brannigan", 5, 995),
  seed(6, "Felix Adeyinka", 5, 995),
  seed(7, "Suki Lindqvist", 5, 1040),
  seed(8, "Rafael Moreau-Tan", 5, 1007),
  seed(9, "Bethan Iwu", 5, 1066),
  seed(10, "Tomasz Greer", 5, 971),
  seed(11, "Noor Halvorsen", 6, 940),
  seed(12, "Callum Oduya", 6, 962),
  seed(13, "Greta Fairweather", 6, 940),
];

/** Lanes filled in this order, fastest first. */
export const LANE_ORDER = [4, 3, 5, 2, 6, 1];
export const LANES = 6;

/** A heat: entrant ids by lane (index 0 is lane 1), null for an empty lane. */
export type Heat = (number | null)[];

export function emptyHeat(): Heat {
  return Array.from({ length: LANES }, () => null);
}

export function seedOrder(list: Entrant[]): Entrant[] {
  return [...list].sort((a, b) => a.best - b.best || compareNames(a.name, b.name));
}

/** Seeds one year group's runners into heats, dealt in a snake. */
export function seedHeats(runners: Entrant[]): Heat[] {
  const seeds = seedOrder(runners);
  const count = Math.ceil(seeds.length / LANES);
  const dealt: Entrant[][] = Array.from({ length: count }, () => []);
  seeds.forEach((runner, index) => {
    const pos = index % (2 * count);
    const heat = pos < count ? pos : 2 * count - 1 - pos;
    dealt[heat].push(runner);
  });
  return dealt.map((group) => {
    const heat = emptyHeat();
    group.forEach((runner, i) => {
      heat[LANE_ORDER[i] - 1] = runner.id;
    });
    return heat;
  });
}

export function runnersIn(heat: Heat): number {
  return heat.filter((id) => id !== null).length;
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}
