export type ColumnName = "To do" | "Doing" | "Review" | "Done";

export const COLUMNS: ColumnName[] = ["To do", "Doing", "Review", "Done"];
export const OWNERS = ["Aiko", "Bruno", "Chioma", "Dmitri"];

export type Card = {
  id: number;
  title: string;
  owner: string;
  estimate: number;
  blocked: boolean;
};

export type Board = Record<ColumnName, Card[]>;

function card(id: number, title: string, owner: string, estimate: number): Card {
  return { id, title, owner, estimate, blocked: false };
}

export const START_BOARD: Board = {
  "To do": [
    card(1, "Export invoices as CSV", "Bruno", 5),
    card(2, "Dark mode for settings", "Aiko", 3),
    card(3, "Search by order number", "Aiko", 8),
    card(4, "Rate-limit login attempts", "Chioma", 2),
  ],
  Doing: [card(5, "Fix timezone on receipts", "Aiko", 2), card(6, "Upgrade payment SDK", "Dmitri", 5)],
  Review: [card(7, "Password reset email copy", "Chioma", 1)],
  Done: [card(8, "Onboarding checklist", "Bruno", 3)],
};

export const FIRST_FREE_ID = 9;

/** "5 pts", or "1 pt" for one point. */
export function points(n: number): string {
  return n === 1 ? "1 pt" : `${n} pts`;
}

export function columnLimit(column: ColumnName, limits: Limits): number | null {
  if (column === "Doing") return limits.doing;
  if (column === "Review") return limits.review;
  return null;
}

export type Limits = { doing: number; review: number; person: number };

export function inProgress(column: ColumnName): boolean {
  return column === "Doing" || column === "Review";
}

/** A whole number from lo to hi written in a field, or null. */
export function wholeIn(text: string, lo: number, hi: number): number | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= lo && n <= hi ? n : null;
}
