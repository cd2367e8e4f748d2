import type { ItemRow, PurchaseOrder } from "./api";
import { formatMoney } from "./rules";

export const TODAY = "2026-03-02";

export type TodayEntry = { po: PurchaseOrder; valueCents: number };
export type SupplierLine = { name: string; count: number; cents: number };

function poNumber(id: string): number {
  const match = /(\d+)\s*$/.exec(id);
  return match ? Number(match[1]) : Number.MAX_SAFE_INTEGER;
}

/** Open orders created today, lowest PO number first, each valued at quantity × unit cost. */
export function todayEntries(orders: PurchaseOrder[], items: ItemRow[]): TodayEntry[] {
  const cost = new Map(items.map((item) => [item.sku, item.unit_cost]));
  return orders
    .filter((po) => po.status === "open" && po.created_at.slice(0, 10) === TODAY)
    .sort((a, b) => poNumber(a.id) - poNumber(b.id))
    .map((po) => ({ po, valueCents: Math.round(po.quantity * (cost.get(po.sku) ?? 0) * 100) }));
}

export function ordersWord(count: number): string {
  return count === 1 ? "1 order" : `${count} orders`;
}

export function totalLine(entries: TodayEntry[]): string {
  if (entries.length === 0) return "Nothing ordered today";
  const cents = entries.reduce((sum, e) => sum + e.valueCents, 0);
  return `Total: ${ordersWord(entries.length)}, ${formatMoney(cents)}`;
}

export function supplierLines(entries: TodayEntry[]): SupplierLine[] {
  const bySupplier = new Map<string, SupplierLine>();
  for (const e of entries) {
    const name = e.po.supplier_name;
    const line = bySupplier.get(name) ?? { name, count: 0, cents: 0 };
    line.count += 1;
    line.cents += e.valueCents;
    bySupplier.set(name, line);
  }
  return [...bySupplier.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function entryText(e: TodayEntry): string {
  const units = e.po.quantity === 1 ? "1 unit" : `${e.po.quantity} units`;
  return `${e.po.id} · ${e.po.item_name} · ${units} · ${e.po.deliver_to_name} · ${formatMoney(e.valueCents)}`;
}
