export const CREW = ["Ana", "Ben", "Chloe"] as const;
export type Member = (typeof CREW)[number];

export const KINDS = ["Travel", "Food", "Lodging"] as const;
export type Kind = (typeof KINDS)[number];
