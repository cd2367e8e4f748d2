/** A value held in hundredths, written with two decimals: 240 -> "2.40". */
export function fmtHundredths(centi: number): string {
  const sign = centi < 0 ? "-" : "";
  const abs = Math.abs(Math.round(centi));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Percentage with one decimal and a % sign: 12.5%. */
export function fmtPercent1(pct: number): string {
  return `${(Math.round(pct * 10) / 10).toFixed(1)}%`;
}
