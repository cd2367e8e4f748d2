export function visits(value: number): string {
  return value.toLocaleString("en-GB");
}

export function percent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** One decimal and always a sign: "+3.0%" or "-3.0%". */
export function signedPercent(value: number): string {
  const text = Math.abs(value).toFixed(1);
  return `${value < 0 ? "-" : "+"}${text}%`;
}
