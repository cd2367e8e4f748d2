export type ItemType = "Book" | "DVD" | "Laptop";

export const TYPES: ItemType[] = ["Book", "DVD", "Laptop"];

/** Loan length in days for each type. */
export const LOAN_DAYS: Record<ItemType, number> = { Book: 21, DVD: 5, Laptop: 3 };

/** How many times a loan of each type may be renewed. */
export const RENEWALS: Record<ItemType, number> = { Book: 2, DVD: 1, Laptop: 0 };

/** Fine per day overdue and the most one item can owe, in cents. */
export const FINE_PER_DAY: Record<ItemType, number> = { Book: 25, DVD: 100, Laptop: 500 };
export const FINE_CAP: Record<ItemType, number> = { Book: 600, DVD: 1000, Laptop: 2500 };

export type Loan = {
  id: number;
  member: string;
  item: string;
  type: ItemType;
  /** Due date as a day number (days since 1970-01-01, UTC). */
  due: number;
  renewals: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Day number of a "YYYY-MM-DD" date, or null when the text is not a real date. */
export function parseDay(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.round(ms / DAY_MS);
}

/** "YYYY-MM-DD" of a day number. */
export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The branch is closed on Sundays: a due date on a Sunday moves to the Monday after it. */
export function openDay(day: number): number {
  // Day 0 (1970-01-01) was a Thursday, so (day + 4) % 7 is 0 on Sundays.
  return ((day + 4) % 7 + 7) % 7 === 0 ? day + 1 : day;
}

export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Status of a loan against today. */
export function status(due: number, today: number): string {
  if (due > today) return `Due in ${plural(due - today, "day")}`;
  if (due === today) return "Due today";
  return `Overdue by ${plural(today - due, "day")}`;
}

export function countLine(n: number): string {
  return `On loan: ${plural(n, "item")}`;
}

/** Fine in cents for a loan on the given day: the first day overdue is a grace day, then the
 * type's daily rate, never above its cap. */
export function fineCents(type: ItemType, due: number, today: number): number {
  const late = today - due;
  if (late <= 1) return 0;
  return Math.min(FINE_CAP[type], (late - 1) * FINE_PER_DAY[type]);
}

/** "$12.50" from cents. */
export function money(cents: number): string {
  return `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

export type Fine = { id: number; member: string; item: string; amount: number };

export type Hold = { id: number; member: string; item: string };

/** Most loans one member may have at once, and the fines total (cents) that stops borrowing. */
export const MAX_LOANS = 3;
export const FINE_BLOCK = 500;
