export function teu(value: number): string {
  return value.toLocaleString("en-GB");
}

export function hours(value: number): string {
  return value.toFixed(1);
}

/** One decimal and always a sign: "+2.0%" or "-2.0%". */
export function signedPercent(value: number): string {
  const text = Math.abs(value).toFixed(1);
  return `${value < 0 && text !== "0.0" ? "-" : "+"}${text}%`;
}
