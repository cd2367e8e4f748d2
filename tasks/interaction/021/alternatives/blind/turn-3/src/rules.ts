export type ItemType = "Book" | "DVD" | "Laptop";

export const ITEM_TYPES: ItemType[] = ["Book", "DVD", "Laptop"];

type Rule = {
  loanDays: number;
  renewals: number;
  /** Fine per day overdue, in cents. */
  dailyFine: number;
  /** Highest fine for one item, in cents. */
  fineCap: number;
};

export const RULES: Record<ItemType, Rule> = {
  Book: { loanDays: 21, renewals: 2, dailyFine: 25, fineCap: 600 },
  DVD: { loanDays: 5, renewals: 1, dailyFine: 100, fineCap: 1000 },
  Laptop: { loanDays: 3, renewals: 0, dailyFine: 500, fineCap: 2500 },
};

/** Fine so far in cents for a loan due on `due`, or null when it is not overdue. The first day is a grace day. */
export function fineFor(type: ItemType, due: number, today: number): number | null {
  const daysOverdue = today - due;
  if (daysOverdue <= 0) return null;
  const rule = RULES[type];
  const charged = Math.max(0, daysOverdue - 1) * rule.dailyFine;
  return Math.min(charged, rule.fineCap);
}

export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
