export const CATEGORIES = ["Shelter", "Sleep", "Cooking", "Clothing", "Other"] as const;
export type Category = (typeof CATEGORIES)[number];

export const GRAMS_PER_POUND = 453.59237;

/** Parses a typed number; null when the text is empty or not a number. */
export function parseNumber(text: string): number | null {
  const t = text.trim();
  if (t === "") return null;
  const v = Number(t);
  return Number.isFinite(v) ? v : null;
}

/** Whole grams with a comma between thousands: 1250 -> "1,250 g". */
export function gramsText(g: number): string {
  const whole = Math.round(g);
  const sign = whole < 0 ? "-" : "";
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${digits} g`;
}

/** Kilograms with three decimals, from whole grams: 1255 -> "1.255". */
export function kgText(g: number): string {
  const whole = Math.abs(Math.round(g));
  const sign = g < 0 ? "-" : "";
  return `${sign}${Math.floor(whole / 1000)}.${String(whole % 1000).padStart(3, "0")}`;
}

/** Pounds rounded to two decimals. */
export function lbText(g: number): string {
  return (g / GRAMS_PER_POUND).toFixed(2);
}

export function kgLb(g: number): string {
  return `${kgText(g)} kg (${lbText(g)} lb)`;
}
