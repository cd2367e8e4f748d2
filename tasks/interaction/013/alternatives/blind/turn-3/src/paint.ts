import { type Q, frac, cmp, div, mul, parseDecimal, between, isWhole, ceilHundredths, ceilWhole } from "./rational";

export const WALL_MIN = frac(3n, 10n);
export const WALL_MAX = frac(25n);

export const COATS_MESSAGE = "Coats must be a whole number from 1 to 4";
export const COVERAGE_MESSAGE = "Coverage must be from 5 to 20 m² per litre";

/** A size typed into a wall field, or null when it is not a number from 0.3 to 25. */
export function wallSize(text: string): Q | null {
  const value = parseDecimal(text);
  return value && between(value, WALL_MIN, WALL_MAX) ? value : null;
}

export type Settings =
  | { ok: true; coats: Q; coverage: Q }
  | { ok: false; messages: string[] };

export function readSettings(coatsText: string, coverageText: string): Settings {
  const coats = parseDecimal(coatsText);
  const coverage = parseDecimal(coverageText);
  const messages: string[] = [];
  if (!coats || !isWhole(coats) || !between(coats, frac(1n), frac(4n))) messages.push(COATS_MESSAGE);
  if (!coverage || !between(coverage, frac(5n), frac(20n))) messages.push(COVERAGE_MESSAGE);
  if (messages.length > 0 || !coats || !coverage) return { ok: false, messages };
  return { ok: true, coats, coverage };
}

/** Litres needed for an area, unrounded. */
export function litresFor(area: Q, coats: Q, coverage: Q): Q {
  return div(mul(area, coats), coverage);
}

/** Litres rounded up to the next hundredth (what the page shows). */
export function litresShown(litres: Q): Q {
  return ceilHundredths(litres);
}

/** Number of 2.5 L tins that hold at least the unrounded litres. */
export function tinsOf2_5(litres: Q): bigint {
  return ceilWhole(div(litres, frac(5n, 2n)));
}

export { cmp };
