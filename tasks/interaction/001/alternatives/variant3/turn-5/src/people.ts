export const PEOPLE = ["Ana", "Ben", "Chloe"] as const;

export type Person = (typeof PEOPLE)[number];
