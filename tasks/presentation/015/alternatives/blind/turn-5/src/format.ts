/** A concentration held in tenths, written with exactly one decimal ("40.0"). */
export function oneDecimal(tenths: number): string {
  const sign = tenths < 0 ? "-" : "";
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)}.${abs % 10}`;
}

/** "+1.3" for a rise, "-2.8" for a fall, "0.0" for no change. */
export function signedChange(tenths: number): string {
  if (tenths === 0) return "0.0";
  return tenths > 0 ? `+${oneDecimal(tenths)}` : oneDecimal(tenths);
}
