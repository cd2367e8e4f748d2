export function count(value: number): string {
  return value.toLocaleString("en-GB");
}

export function percent(value: number): string {
  return `${value.toFixed(1)}%`;
}
