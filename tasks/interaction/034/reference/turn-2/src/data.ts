export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
export type Day = (typeof DAYS)[number];

export type Family = {
  name: string; // surname, e.g. "Abernethy"
  seats: number; // child seats in the family's car
  days: Day[]; // weekdays the family can drive, in weekday order
};

export const FAMILIES: Family[] = [
  { name: "Abernethy", seats: 5, days: ["Monday", "Tuesday", "Thursday"] },
  { name: "Bose", seats: 6, days: ["Monday", "Wednesday", "Friday"] },
  { name: "Cardoso", seats: 3, days: ["Tuesday", "Wednesday", "Thursday", "Friday"] },
  { name: "Drummond", seats: 5, days: ["Monday", "Thursday"] },
  { name: "Ekwueme", seats: 4, days: ["Tuesday", "Wednesday", "Friday"] },
];

export const familyLabel = (name: string) => `${name} family`;

export const findFamily = (name: string): Family => FAMILIES.find((f) => f.name === name)!;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export type Rota = Record<Day, string | null>;

export type Children = Record<Day, number>;

export const START_CHILDREN: Children = { Monday: 5, Tuesday: 4, Wednesday: 6, Thursday: 3, Friday: 4 };

export const emptyRota = (): Rota => ({ Monday: null, Tuesday: null, Wednesday: null, Thursday: null, Friday: null });
