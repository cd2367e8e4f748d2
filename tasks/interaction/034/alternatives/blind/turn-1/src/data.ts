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

export function familyLabel(index: number): string {
  return `${FAMILIES[index].surname} family`;
}

export function dayCount(n: number): string {
  return n === 1 ? "1 day" : `${n} days`;
}

export function canDrive(family: number, day: number): boolean {
  return FAMILIES[family].days.includes(day);
}
