/** A concentration held in tenths, written with exactly one decimal ("40.0"). */
export function oneDecimal(tenths: number): string {
  const sign = tenths < 0 ? "-" : "";
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}
