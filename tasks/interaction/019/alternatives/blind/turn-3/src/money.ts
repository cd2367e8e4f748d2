/** Round half up to a whole number, tolerant of binary floating-point noise. */
export function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5 + 1e-9);
}

/** Pence to "£1,234.50". */
export function formatPounds(pence: number): string {
  const negative = pence < 0;
  const abs = Math.abs(Math.round(pence));
  const pounds = Math.floor(abs / 100);
  const pennies = abs % 100;
  const grouped = String(pounds).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}£${grouped}.${String(pennies).padStart(2, "0")}`;
}

/** A field's text as a number, or null when it is empty or not a number. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** A pack size without trailing zeros: 1.50 -> "1.5", 6 -> "6". */
export function formatSize(value: number): string {
  const fixed = value.toFixed(10);
  return fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed;
}
