import type { Item, PurchaseOrder } from "./api";
import { valueCents } from "./format";

export type Cover = "Needed" | "Not needed";

export type Row = {
  po: PurchaseOrder;
  item: Item | undefined;
  cents: number;
  available: number | null;
  demand: number | null;
  projected: number | null;
  cover: Cover | null;
};

/** One table row per open order; figures stay empty while an item or forecast is missing. */
export function buildRows(
  orders: PurchaseOrder[],
  items: Map<string, Item>,
  demand: Map<string, number>,
): Row[] {
  return orders.map((po) => {
    const item = items.get(po.sku);
    const cents = item ? valueCents(po.quantity, item.unit_cost) : 0;
    const available = item ? item.total_available : null;
    const expected = demand.has(po.sku) ? (demand.get(po.sku) as number) : null;
    const projected = available !== null && expected !== null ? available - expected : null;
    let cover: Cover | null = null;
    if (projected !== null && item) cover = projected >= item.reorder_point ? "Not needed" : "Needed";
    return { po, item, cents, available, demand: expected, projected, cover };
  });
}
