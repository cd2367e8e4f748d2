export function teu(value: number): string {
  return value.toLocaleString("en-GB");
}

export function hours(value: number): string {
  return value.toFixed(1);
}
