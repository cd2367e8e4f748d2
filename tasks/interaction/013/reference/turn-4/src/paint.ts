// Exact arithmetic: lengths in centimetres, areas in cm² (1 m² = 10000), coverage in hundredths.

export function parseNumber(text: string): number | null {
  const t = text.trim();
  if (t === "") return null;
  const v = Number(t);
  return Number.isFinite(v) ? v : null;
}

export function toCm(v: number): number {
  return Math.round(v * 100);
}

export function ceilDiv(a: number, b: number): number {
  return Math.floor((a + b - 1) / b);
}

/** Area in cm² shown in m² with two decimals. */
export function m2(areaCm2: number): string {
  return (Math.round(areaCm2 / 100) / 100).toFixed(2);
}

/** Hundredths of a litre needed, rounded up. */
export function litresHundredths(areaCm2: number, coats: number, coverageHundredths: number): number {
  return ceilDiv(areaCm2 * coats, coverageHundredths);
}

export function litresText(hundredths: number): string {
  return (hundredths / 100).toFixed(2);
}

export type Mix = { five: number; half: number; one: number; pence: number };

export const PRICES = { five: 3200, half: 1800, one: 800 };

/**
 * Cheapest mix of 5 L, 2.5 L and 1 L tins holding at least the exact paint needed.
 * The paint needed is (areaCm2 × coats) ÷ (coverageHundredths × 100) litres, so in units of
 * 1 / (coverageHundredths × 100) litre a 1 L tin holds coverageHundredths × 100 units.
 * Ties: more paint, then fewer tins.
 */
export function cheapestMix(areaCm2: number, coats: number, coverageHundredths: number): Mix {
  const need = areaCm2 * coats;
  const litre = coverageHundredths * 100;
  const best: Mix = { five: 0, half: 0, one: 0, pence: 0 };
  if (need <= 0) return best;
  let bestVolume = 0;
  let bestTins = 0;
  let found = false;
  const maxFive = ceilDiv(need, litre * 5);
  const maxHalf = ceilDiv(need * 2, litre * 5);
  for (let five = 0; five <= maxFive; five++) {
    for (let half = 0; half <= maxHalf; half++) {
      const rest = need - five * litre * 5 - (half * litre * 5) / 2;
      const one = rest > 0 ? ceilDiv(rest, litre) : 0;
      const pence = five * PRICES.five + half * PRICES.half + one * PRICES.one;
      const volume = five * 10 + half * 5 + one * 2; // half-litres
      const tins = five + half + one;
      const better =
        !found ||
        pence < best.pence ||
        (pence === best.pence && (volume > bestVolume || (volume === bestVolume && tins < bestTins)));
      if (better) {
        found = true;
        best.five = five;
        best.half = half;
        best.one = one;
        best.pence = pence;
        bestVolume = volume;
        bestTins = tins;
      }
    }
  }
  return best;
}

export function mixText(mix: Mix): string {
  const parts: string[] = [];
  if (mix.five) parts.push(`${mix.five} × 5 L`);
  if (mix.half) parts.push(`${mix.half} × 2.5 L`);
  if (mix.one) parts.push(`${mix.one} × 1 L`);
  return parts.length ? parts.join(" + ") : "none";
}

export function pounds(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}
