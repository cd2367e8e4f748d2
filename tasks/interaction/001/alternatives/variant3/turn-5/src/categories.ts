export const CATEGORIES = ["Travel", "Food", "Lodging"] as const;

export type Category = (typeof CATEGORIES)[number];
