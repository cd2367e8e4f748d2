export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

export type Family = {
  surname: string;
  seats: number;
  /** Indexes into WEEKDAYS, in weekday order. */
  days: number[];
};

export const FAMILIES: Family[] = [
  { surname: "Abernethy", seats: 5, days: [0, 1, 3] },
  { surname: "Bose", seats: 6, days: [0, 2, 4] },
  { surname: "Cardoso", seats: 3, days: [1, 2, 3, 4] },
  { surname: "Drummond", seats: 5, days: [0, 3] },
  { surname: "Ekwueme", seats: 4, days: [1, 2, 4] },
];

/** The driver of each weekday: an index into FAMILIES, or null for no driver. */
export type Rota = Array<number | null>;

export const EMPTY_ROTA: Rota = [null, null, null, null, null];

/** Children riding each weekday at the start, Monday to Friday. */
export const START_CHILDREN: number[] = [5, 4, 6, 3, 4];

export function familyLabel(index: number): string {
  return `${FAMILIES[index].surname} family`;
}

export function dayCount(n: number): string {
  return n === 1 ? "1 day" : `${n} days`;
}

export function childCount(n: number): string {
  return n === 1 ? "1 child" : `${n} children`;
}

export function canDrive(family: number, day: number): boolean {
  return FAMILIES[family].days.includes(day);
}

/**
 * Why a family cannot take a day, or null when it can. Unavailability wins
 * over a car that is too small.
 */
export function refusal(family: number, day: number, children: number): string | null {
  const f = FAMILIES[family];
  const dayName = WEEKDAYS[day];
  if (!canDrive(family, day)) {
    return `The ${f.surname} family cannot drive on ${dayName}`;
  }
  if (f.seats < children) {
    return `The ${f.surname} car has ${f.seats} child seats; ${dayName} has ${childCount(children)}`;
  }
  return null;
}

export function weekDays(rota: Rota, family: number): number {
  return rota.filter((driver) => driver === family).length;
}

/**
 * Gives every empty day, Monday to Friday, the qualifying family with the
 * fewest driving days this week (days filled earlier in the same pass count
 * too); ties go to the family that comes first in FAMILIES.
 */
export function fillEmptyDays(rota: Rota, children: number[]): { rota: Rota; filled: number } {
  const next = [...rota];
  let filled = 0;
  for (let day = 0; day < WEEKDAYS.length; day++) {
    if (next[day] !== null) continue;
    let best: number | null = null;
    let bestCount = Infinity;
    for (let i = 0; i < FAMILIES.length; i++) {
      if (!canDrive(i, day) || FAMILIES[i].seats < children[day]) continue;
      const count = weekDays(next, i);
      if (count < bestCount) {
        best = i;
        bestCount = count;
      }
    }
    if (best !== null) {
      next[day] = best;
      filled++;
    }
  }
  return { rota: next, filled };
}
