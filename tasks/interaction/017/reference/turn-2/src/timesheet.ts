export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
export const DAY_LIMIT = 16 * 60;

export type Entry = { id: number; day: number; minutes: number };

/** A whole number from min to max; an empty field counts as 0. */
export function parseWhole(text: string, min: number, max: number): number | null {
  const t = text.trim();
  if (t === "") return min <= 0 && max >= 0 ? 0 : null;
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
}

/** The hourly rate in cents, or null when it is not 1 to 500 with at most two decimals. */
export function parseRate(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  const cents = Number(whole) * 100 + Number((frac + "00").slice(0, 2));
  return cents >= 100 && cents <= 50000 ? cents : null;
}

/** minutes × rate × num/den, in cents, rounded half a cent up (integer arithmetic). */
export function payCents(minutes: number, rateCents: number, num = 1, den = 1): number {
  const top = minutes * rateCents * num;
  const bottom = 60 * den;
  return Math.floor((2 * top + bottom) / (2 * bottom));
}

export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h} h ${String(m).padStart(2, "0")} min`;
}

export function money(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, "0");
  return `$${whole.toLocaleString("en-US")}.${rest}`;
}

export const OVERTIME_AFTER = 8 * 60;

export type DayLine = { day: number; total: number; overtime: number };

/** One line per day with entries, Monday first. */
export function dayLines(entries: Entry[]): DayLine[] {
  const lines: DayLine[] = [];
  DAYS.forEach((_, day) => {
    const mine = entries.filter((e) => e.day === day);
    if (mine.length === 0) return;
    const total = mine.reduce((s, e) => s + e.minutes, 0);
    lines.push({ day, total, overtime: Math.max(0, total - OVERTIME_AFTER) });
  });
  return lines;
}

export function dayText(line: DayLine): string {
  let text = `${DAYS[line.day]}: ${formatTime(line.total)}`;
  if (line.overtime > 0) text += `, overtime ${formatTime(line.overtime)}`;
  return text;
}
