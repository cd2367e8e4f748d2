import { type Q, frac, mul, sub, sum, cmp, add, parseDecimal, between } from "./rational";

export type Wall = { id: number; name: string; width: Q; height: Q };
export type Opening = { id: number; wallId: number; name: string; width: Q; height: Q };

export const OPENING_MIN = frac(1n, 10n);
export const OPENING_MAX = frac(5n);

export function area(item: { width: Q; height: Q }): Q {
  return mul(item.width, item.height);
}

export function openingsOf(wall: Wall, openings: Opening[]): Opening[] {
  return openings.filter((o) => o.wallId === wall.id);
}

export function openingsArea(wall: Wall, openings: Opening[]): Q {
  return sum(openingsOf(wall, openings).map(area));
}

export function netArea(wall: Wall, openings: Opening[]): Q {
  return sub(area(wall), openingsArea(wall, openings));
}

export function paintableArea(walls: Wall[], openings: Opening[]): Q {
  return sum(walls.map((w) => netArea(w, openings)));
}

export function openingSize(text: string): Q | null {
  const value = parseDecimal(text);
  return value && between(value, OPENING_MIN, OPENING_MAX) ? value : null;
}

/** True when adding an opening of this area would take the wall's openings past its own area. */
export function wouldOverfill(wall: Wall, openings: Opening[], extra: Q): boolean {
  return cmp(add(openingsArea(wall, openings), extra), area(wall)) > 0;
}

export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
