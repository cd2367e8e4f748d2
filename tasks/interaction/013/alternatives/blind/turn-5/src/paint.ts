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

export type TinSize = { litres: Q; label: string; pence: number };

/** The shop's tins, largest first. */
export const TIN_SIZES: TinSize[] = [
  { litres: frac(5n), label: "5 L", pence: 3200 },
  { litres: frac(5n, 2n), label: "2.5 L", pence: 1800 },
  { litres: frac(1n), label: "1 L", pence: 800 },
];

export type TinMix = { counts: number[]; pence: number; holds: Q; tins: number };

function mixOf(counts: number[]): TinMix {
  let pence = 0;
  let holds = frac(0n);
  let tins = 0;
  counts.forEach((count, i) => {
    pence += count * TIN_SIZES[i].pence;
    holds = { n: holds.n * TIN_SIZES[i].litres.d + BigInt(count) * TIN_SIZES[i].litres.n * holds.d, d: holds.d * TIN_SIZES[i].litres.d };
    tins += count;
  });
  return { counts, pence, holds: frac(holds.n, holds.d), tins };
}

/**
 * The cheapest mix of tins that holds at least the given litres. Ties: more paint wins,
 * then fewer tins. Two 2.5 L tins never beat one 5 L tin and four 1 L tins never beat one
 * 5 L tin, so searching up to three of each smaller size is enough.
 */
export function cheapestMix(litres: Q): TinMix {
  const maxFives = Number(ceilWhole(div(litres, frac(5n))));
  let best: TinMix | null = null;
  for (let fives = 0; fives <= maxFives; fives++) {
    for (let halves = 0; halves <= 3; halves++) {
      for (let ones = 0; ones <= 5; ones++) {
        const mix = mixOf([fives, halves, ones]);
        if (cmp(mix.holds, litres) < 0) continue;
        if (
          !best ||
          mix.pence < best.pence ||
          (mix.pence === best.pence && cmp(mix.holds, best.holds) > 0) ||
          (mix.pence === best.pence && cmp(mix.holds, best.holds) === 0 && mix.tins < best.tins)
        ) {
          best = mix;
        }
      }
    }
  }
  return best ?? mixOf([maxFives, 0, 0]);
}

export function describeMix(mix: TinMix): string {
  const parts = mix.counts
    .map((count, i) => (count > 0 ? `${count} × ${TIN_SIZES[i].label}` : ""))
    .filter((part) => part !== "");
  return parts.length === 0 ? "none" : parts.join(" + ");
}

export function formatPounds(pence: number): string {
  const pounds = Math.floor(pence / 100);
  const rest = String(pence % 100).padStart(2, "0");
  return `£${pounds}.${rest}`;
}
