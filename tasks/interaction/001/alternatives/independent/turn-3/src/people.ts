export const CREW = ["Ana", "Ben", "Chloe"] as const;
export type Member = (typeof CREW)[number];
