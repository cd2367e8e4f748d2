// Date helper for the purchase-order table.

export function dayOnly(value: string): string {
  return value.slice(0, 10);
}
