/** Formats a cent amount as US dollars, e.g. 2800 -> "$28.00". */
export function money(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
