export function count(value: number): string {
  return value.toLocaleString("en-US");
}

export function percent(value: number): string {
  return `${value.toFixed(1)}%`;
}
