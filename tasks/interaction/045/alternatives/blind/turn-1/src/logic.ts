export type Combatant = {
  id: number;
  name: string;
  initiative: number;
};

/** Parses a whole number written as optional minus sign and digits. */
export function parseWhole(raw: string): number | null {
  const text = raw.trim();
  if (!/^-?\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

export function wholeInRange(raw: string, min: number, max: number): number | null {
  const value = parseWhole(raw);
  if (value === null || value < min || value > max) return null;
  return value;
}

export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x < y) return -1;
  if (x > y) return 1;
  return 0;
}

export function sortOrder<T extends Combatant>(list: T[]): T[] {
  return [...list].sort((a, b) => {
    if (a.initiative !== b.initiative) return b.initiative - a.initiative;
    return compareNames(a.name, b.name);
  });
}

export function formatWhole(value: number): string {
  return String(value === 0 ? 0 : value);
}
