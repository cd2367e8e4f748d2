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

export type Limits = { doing: number; review: number; perPerson: number };

export const START_LIMITS: Limits = { doing: 3, review: 2, perPerson: 2 };

let lastId = 0;
export function newId(): number {
  lastId += 1;
  return lastId;
}

function card(title: string, owner: string, estimate: number): Card {
  return { id: newId(), title, owner, estimate, blocked: false };
}

export function startBoard(): Board {
  return {
    "To do": [
      card("Export invoices as CSV", "Bruno", 5),
      card("Dark mode for settings", "Aiko", 3),
      card("Search by order number", "Aiko", 8),
      card("Rate-limit login attempts", "Chioma", 2),
    ],
    Doing: [card("Fix timezone on receipts", "Aiko", 2), card("Upgrade payment SDK", "Dmitri", 5)],
    Review: [card("Password reset email copy", "Chioma", 1)],
    Done: [card("Onboarding checklist", "Bruno", 3)],
  };
}

/** The work-in-progress limit of a column, or null for columns without one. */
export function columnLimit(column: ColumnName, limits: Limits): number | null {
  if (column === "Doing") return limits.doing;
  if (column === "Review") return limits.review;
  return null;
}

export function isInProgress(column: ColumnName): boolean {
  return column === "Doing" || column === "Review";
}

export function points(n: number): string {
  return `${n} ${n === 1 ? "pt" : "pts"}`;
}
