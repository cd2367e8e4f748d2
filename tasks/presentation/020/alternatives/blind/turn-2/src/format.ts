export function litres(value: number): string {
  return value.toLocaleString("en-GB");
}

/** A percentage held in hundredths of a percent (418 means 4.18%). */
export function hundredths(value: number): string {
  return `${(value / 100).toFixed(2)}%`;
}
