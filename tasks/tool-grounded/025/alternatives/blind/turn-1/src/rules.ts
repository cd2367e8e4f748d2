import type { ItemRow } from "./api";

/** Minimum order per supplier, in case packs. */
export const MIN_CASE_PACKS: Record<string, number> = {
  "Alpine Outfitters Supply": 2,
  "Blue Ridge Gear Co": 2,
  "Cascade Textiles": 4,
};

export function minPacks(supplierName: string): number {
  return MIN_CASE_PACKS[supplierName] ?? 1;
}

/** Cover days: a whole number from 1 to 90, else null. */
export function parseCoverDays(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const days = Number(text);
  return days >= 1 && days <= 90 ? days : null;
}

export type PlanRow = {
  item: ItemRow;
  demand: number;
  covered: boolean;
  orderQty: number;
};

export function planRow(item: ItemRow, demand: number): PlanRow {
  const shortfall = demand - item.total_available - item.on_order;
  if (shortfall <= 0) return { item, demand, covered: true, orderQty: 0 };
  const packs = Math.max(Math.ceil(shortfall / item.case_pack), minPacks(item.supplier_name));
  return { item, demand, covered: false, orderQty: packs * item.case_pack };
}
