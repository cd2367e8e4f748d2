/** 6 -> "6.0", 79.25 -> "79.3" */
export function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}
