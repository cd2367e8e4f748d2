export type ItemType = "Book" | "DVD" | "Laptop";

export const ITEM_TYPES: ItemType[] = ["Book", "DVD", "Laptop"];

type Rule = {
  loanDays: number;
};

export const RULES: Record<ItemType, Rule> = {
  Book: { loanDays: 21 },
  DVD: { loanDays: 5 },
  Laptop: { loanDays: 3 },
};

export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
