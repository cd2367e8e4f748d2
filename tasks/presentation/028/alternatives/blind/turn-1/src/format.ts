/** A value held in hundredths, written with two decimals: 240 -> "2.40". */
export function fmtHundredths(centi: number): string {
  const sign = centi < 0 ? "-" : "";
  const abs = Math.abs(Math.round(centi));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
