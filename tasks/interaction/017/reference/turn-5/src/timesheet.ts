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
export const PAID_CAP = 12 * 60;

export type Rounding = "exact" | "quarter";

/** Nearest multiple of 15 minutes: 7 or fewer past round down, 8 or more up. */
export function roundQuarter(minutes: number): number {
  const past = minutes % 15;
  return past <= 7 ? minutes - past : minutes + 15 - past;
}

export function billed(entry: Entry, rounding: Rounding): number {
  return rounding === "quarter" ? roundQuarter(entry.minutes) : entry.minutes;
}

export function isWeekend(day: number): boolean {
  return day >= 5;
}

export type DayLine = { day: number; total: number; overtime: number; unpaid: number };

/** One line per day with entries, Monday first, on the billed times. */
export function dayLines(entries: Entry[], rounding: Rounding): DayLine[] {
  const lines: DayLine[] = [];
  DAYS.forEach((_, day) => {
    const mine = entries.filter((e) => e.day === day);
    if (mine.length === 0) return;
    const total = mine.reduce((s, e) => s + billed(e, rounding), 0);
    const paid = Math.min(total, PAID_CAP);
    const overtime = isWeekend(day) ? 0 : Math.max(0, paid - OVERTIME_AFTER);
    lines.push({ day, total, overtime, unpaid: total - paid });
  });
  return lines;
}

export function dayText(line: DayLine): string {
  let text = `${DAYS[line.day]}: ${formatTime(line.total)}`;
  if (line.overtime > 0) text += `, overtime ${formatTime(line.overtime)}`;
  if (line.unpaid > 0) text += `, unpaid ${formatTime(line.unpaid)}`;
  return text;
}

export type Split = { regular: number; overtime: number; weekend: number; unpaid: number; total: number };

export function split(lines: DayLine[]): Split {
  const out = { regular: 0, overtime: 0, weekend: 0, unpaid: 0, total: 0 };
  for (const line of lines) {
    const paid = line.total - line.unpaid;
    out.total += line.total;
    out.unpaid += line.unpaid;
    if (isWeekend(line.day)) out.weekend += paid;
    else {
      out.overtime += line.overtime;
      out.regular += paid - line.overtime;
    }
  }
  return out;
}
