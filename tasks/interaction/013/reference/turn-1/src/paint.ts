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
