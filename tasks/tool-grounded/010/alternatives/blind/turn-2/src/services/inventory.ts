import { callTool } from "../bridge";

export type StockAt = { location: string; on_hand: number; reserved: number; available: number };

export type ItemRow = {
  sku: string;
  name: string;
  supplier_id: string;
  supplier_name: string;
  case_pack: number;
  reorder_point: number;
  reorder_qty: number;
  stock: StockAt[];
  total_available: number;
  on_order: number;
};

export type PurchaseOrder = {
  id: string;
  sku: string;
  item_name: string;
  supplier_name: string;
  quantity: number;
  deliver_to: string;
  deliver_to_name: string;
  status: "open" | "received" | "cancelled";
  expected_at: string;
};

/** Available across all locations: sum of on hand minus reserved. */
export function networkAvailable(item: ItemRow): number {
  return item.stock.reduce((sum, s) => sum + (s.on_hand - s.reserved), 0);
}

/** Live items whose total available is below their reorder point. */
export async function loadLowItems(): Promise<ItemRow[]> {
  const out = await callTool<{ items: ItemRow[] }>("list_items", {});
  return out.items.filter((i) => networkAvailable(i) < i.reorder_point);
}

export async function loadOpenOrders(): Promise<PurchaseOrder[]> {
  const out = await callTool<{ purchase_orders: PurchaseOrder[] }>("list_purchase_orders", { status: "open" });
  return out.purchase_orders.filter((po) => po.status === "open");
}

/** "YYYY-MM-DD" part of a system date or timestamp. */
export function isoDay(stamp: string): string {
  const m = stamp.match(/^\d{4}-\d{2}-\d{2}/);
  return m ? m[0] : stamp;
}

export function reasonOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export type Location = { id: string; name: string; kind: "warehouse" | "store"; city: string };
export type Supplier = { id: string; name: string; lead_time_days: number };
export type ItemDetail = ItemRow & { total_on_hand: number; version: number };

export async function loadWarehouses(): Promise<Location[]> {
  const out = await callTool<{ locations: Location[] }>("list_locations", {});
  return out.locations.filter((l) => l.kind === "warehouse");
}

export async function readItem(sku: string) {
  return callTool<{ item: ItemDetail; supplier: Supplier; evidence_token: string }>("get_item", { sku });
}

/** Read the item's current evidence token, then place the order. */
export async function placeOrder(sku: string, quantity: number, deliverTo: string): Promise<PurchaseOrder> {
  const { evidence_token } = await readItem(sku);
  const out = await callTool<{ purchase_order: PurchaseOrder }>("create_purchase_order", {
    sku,
    quantity,
    deliver_to: deliverTo,
    evidence_token,
  });
  return out.purchase_order;
}
