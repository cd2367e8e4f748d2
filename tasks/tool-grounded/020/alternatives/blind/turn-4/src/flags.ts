/** A real calendar date written YYYY-MM-DD, or null. */
export function parseReviewDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return text;
}

/** The price threshold in whole cents (the smallest value that counts as high), or null when empty or invalid. */
export function parsePriceCents(text: string): number | null {
  if (text.trim() === "") return null;
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount < 0) return null;
  return Math.ceil(amount * 100 - 1e-6);
}

export function flagsFor(expected: string, cents: number, reviewDate: string | null, priceCents: number | null): string {
  const flags: string[] = [];
  if (reviewDate !== null && expected < reviewDate) flags.push("Late");
  if (priceCents !== null && cents >= priceCents) flags.push("High value");
  return flags.join(", ");
}

export const MAX_QUOTE_UNITS = 100000;

/** A quote quantity: a whole multiple of the case pack from one case up to 100,000 units. */
export function validQuoteQuantity(text: string, casePack: number): number | null {
  if (text.trim() === "") return null;
  const n = Number(text);
  if (!Number.isInteger(n)) return null;
  if (n < casePack || n > MAX_QUOTE_UNITS) return null;
  if (casePack > 0 && n % casePack !== 0) return null;
  return n;
}
