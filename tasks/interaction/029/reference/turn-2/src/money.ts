// All money is kept in whole pence; the rate in thousandths of a pound per square metre.

/** The rate typed by the user, in thousandths of a pound per m², or null when it is not valid. */
export function parseRate(raw: string): number | null {
  const t = raw.trim();
  if (!/^\d+(\.\d{1,3})?$/.test(t)) return null;
  const [whole, frac = ""] = t.split(".");
  const milli = Number(whole) * 1000 + Number((frac + "000").slice(0, 3));
  return milli > 0 ? milli : null;
}

/** size × rate, rounded to the nearest penny with half a penny rounding up. */
export function rentPence(size: number, rateMilli: number): number {
  const tenthsOfPenny = size * rateMilli;
  return Math.floor((tenthsOfPenny + 5) / 10);
}

/** A whole number of square metres from 10 to 500, or null. */
export function parseSize(raw: string): number | null {
  const t = raw.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return n >= 10 && n <= 500 ? n : null;
}

export function formatPounds(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = (abs % 100).toString().padStart(2, "0");
  return `${sign}£${pounds}.${rest}`;
}

export type Concession = "None" | "Senior" | "Student" | "Hardship";
export const CONCESSIONS: Concession[] = ["None", "Senior", "Student", "Hardship"];
const PERCENT_OFF: Record<Concession, number> = { None: 0, Senior: 25, Student: 30, Hardship: 50 };
const FLOOR = 2000;

/** What the tenant pays: the discount rounded half up to the penny and taken off, never below £20.00. */
export function toPayPence(rent: number, concession: Concession): number {
  const pct = PERCENT_OFF[concession];
  if (pct === 0) return rent;
  const discount = Math.floor((rent * pct + 50) / 100);
  const pay = rent - discount;
  return pay < FLOOR ? Math.min(FLOOR, rent) : pay;
}
