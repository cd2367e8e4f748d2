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

/**
 * Units that bring available + on order up to reorder point + reorder quantity,
 * rounded up to whole case packs, never below zero.
 */
export function suggestedQuantity(item: ItemRow): number {
  const gap = item.reorder_point + item.reorder_qty - (networkAvailable(item) + item.on_order);
  if (gap <= 0) return 0;
  const pack = item.case_pack > 0 ? item.case_pack : 1;
  return Math.ceil(gap / pack) * pack;
}

/** Local calendar date `days` from today, as YYYY-MM-DD. */
export function daysFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const mm = String(d.getMonth() + 1).padStart(2, "0");
  const dd = String(d.getDate()).padStart(2, "0");
  return `${d.getFullYear()}-${mm}-${dd}`;
}

/** Book the delivery: the item's current evidence token, then receive_purchase_order. */
export async function receiveOrder(po: PurchaseOrder): Promise<PurchaseOrder> {
  const { evidence_token } = await readItem(po.sku);
  const out = await callTool<{ purchase_order: PurchaseOrder }>("receive_purchase_order", {
    po_id: po.id,
    evidence_token,
  });
  return out.purchase_order;
}

export async function cancelOrder(po: PurchaseOrder): Promise<PurchaseOrder> {
  const out = await callTool<{ purchase_order: PurchaseOrder }>("cancel_purchase_order", { po_id: po.id });
  return out.purchase_order;
}

/** Soonest expected date first; PO number breaks ties. */
export function bySoonest(a: PurchaseOrder, b: PurchaseOrder): number {
  return isoDay(a.expected_at).localeCompare(isoDay(b.expected_at)) || a.id.localeCompare(b.id);
}

export type QuoteRequest = {
  id: string;
  sku: string;
  item_name: string;
  supplier_id: string;
  supplier_name: string;
  quantity: number;
  requested_at: string;
};

/** Ask the item's supplier for a price; no purchase order is created. */
export async function askForQuote(sku: string, quantity: number): Promise<QuoteRequest> {
  const out = await callTool<{ quote_request: QuoteRequest }>("request_supplier_quote", { sku, quantity });
  return out.quote_request;
}

export async function loadQuotes(): Promise<QuoteRequest[]> {
  const out = await callTool<{ quote_requests: QuoteRequest[] }>("list_quote_requests", {});
  return out.quote_requests;
}
