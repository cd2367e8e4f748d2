export function count(n: number): string {
  return n.toLocaleString("en-US");
}

export function oneDecimal(n: number): string {
  return (Math.round(n * 10) / 10).toFixed(1);
}
