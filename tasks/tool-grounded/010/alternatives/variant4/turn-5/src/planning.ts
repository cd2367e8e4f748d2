// Pure helpers for the purchasing figures.

export function suggestedQuantity(
  available: number,
  onOrder: number,
  reorderPoint: number,
  reorderQty: number,
  casePack: number,
): number {
  const shortfall = reorderPoint + reorderQty - (available + onOrder);
  if (shortfall <= 0) return 0;
  return Math.ceil(shortfall / casePack) * casePack;
}

export function isWholeCases(quantity: number, casePack: number): boolean {
  return Number.isInteger(quantity) && quantity > 0 && quantity % casePack === 0;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function daysFromToday(days: number, today: Date = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

export function dayOnly(value: string): string {
  return value.slice(0, 10);
}
