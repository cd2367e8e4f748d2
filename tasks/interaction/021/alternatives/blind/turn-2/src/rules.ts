export type ItemType = "Book" | "DVD" | "Laptop";

export const ITEM_TYPES: ItemType[] = ["Book", "DVD", "Laptop"];

type Rule = {
  loanDays: number;
  renewals: number;
};

export const RULES: Record<ItemType, Rule> = {
  Book: { loanDays: 21, renewals: 2 },
  DVD: { loanDays: 5, renewals: 1 },
  Laptop: { loanDays: 3, renewals: 0 },
};

export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
