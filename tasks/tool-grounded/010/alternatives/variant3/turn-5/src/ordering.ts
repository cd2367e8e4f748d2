import type { ItemDetail } from './inventory';

/**
 * Units needed to lift available + on order to reorder point + standard reorder quantity,
 * rounded up to whole case packs; zero when open orders already cover it.
 */
export function suggestedQuantity(item: ItemDetail): number {
  const shortfall = item.reorder_point + item.reorder_qty - (item.total_available + item.on_order);
  if (shortfall <= 0) return 0;
  return Math.ceil(shortfall / item.case_pack) * item.case_pack;
}

/** True for a whole, positive number of units that fills complete case packs. */
export function isValidOrderQuantity(raw: string, casePack: number): boolean {
  const text = raw.trim();
  if (text === '') return false;
  const n = Number(text);
  return Number.isInteger(n) && n > 0 && n % casePack === 0;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Today's date (the buyer's calendar) plus a lead time, as YYYY-MM-DD. */
export function expectedBy(leadTimeDays: number, today: Date = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + leadTimeDays);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
