export function pct(value: number): string {
  return `${(Math.round(value * 10) / 10).toFixed(1)}%`;
}

export function ml(value: number): string {
  return value.toLocaleString("en-US");
}
