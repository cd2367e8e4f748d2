const DAY_MS = 86_400_000;

/** A YYYY-MM-DD text as a day number (days since 1970-01-01), or null when it is not a real date. */
export function parseDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const date = Number(match[3]);
  const time = Date.UTC(year, month - 1, date);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) {
    return null;
  }
  return Math.round(time / DAY_MS);
}

export function formatDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The branch is closed on Sundays: a due date on a Sunday moves to the Monday after it. */
export function openDay(day: number): number {
  return new Date(day * DAY_MS).getUTCDay() === 0 ? day + 1 : day;
}

export function dueStatus(due: number, today: number): string {
  const diff = due - today;
  if (diff > 0) return `Due in ${diff} ${diff === 1 ? "day" : "days"}`;
  if (diff === 0) return "Due today";
  const late = -diff;
  return `Overdue by ${late} ${late === 1 ? "day" : "days"}`;
}
