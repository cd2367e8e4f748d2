import { callTool } from "./bridge";

export type PurchaseOrder = {
  id: string;
  sku: string;
  item_name: string;
  supplier_id: string;
  supplier_name: string;
  quantity: number;
  deliver_to: string;
  deliver_to_name: string;
  status: "open" | "received" | "cancelled";
  created_at: string;
  expected_at: string;
  closed_at?: string | null;
};

export type Item = {
  sku: string;
  name: string;
  supplier_id: string;
  supplier_name: string;
  case_pack: number;
  reorder_point: number;
  reorder_qty: number;
  unit_cost: number;
  total_on_hand: number;
  total_available: number;
  on_order: number;
  below_reorder_point: boolean;
};

/** PO number of an id such as "PO-4097", for ordering. */
export function poNumber(id: string): number {
  const digits = id.replace(/\D/g, "");
  return digits === "" ? Number.MAX_SAFE_INTEGER : Number(digits);
}

/** The purchase orders still open, lowest PO number first. */
export async function listOpenOrders(): Promise<PurchaseOrder[]> {
  const result = await callTool<{ purchase_orders: PurchaseOrder[] }>("list_purchase_orders", { status: "open" });
  return result.purchase_orders
    .filter((po) => po.status === "open")
    .sort((a, b) => poNumber(a.id) - poNumber(b.id));
}

/** Live item figures, keyed by SKU. */
export async function listItems(): Promise<Map<string, Item>> {
  const result = await callTool<{ items: Item[] }>("list_items", {});
  return new Map(result.items.map((item) => [item.sku, item]));
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export type Forecast = { sku: string; days: number; expected_demand: number; projected_available: number };

/** Expected demand over the next 30 days for each SKU, keyed by SKU. */
export async function forecastDemand(skus: string[]): Promise<Map<string, number>> {
  const unique = Array.from(new Set(skus));
  const forecasts = await Promise.all(
    unique.map((sku) => callTool<Forecast>("forecast_demand", { sku, days: 30 })),
  );
  return new Map(forecasts.map((f, i) => [unique[i], f.expected_demand]));
}

/** Reads one purchase order back from the system (any status); null when the system has none. */
export async function readOrder(poId: string, sku?: string): Promise<PurchaseOrder | null> {
  const args = sku ? { sku } : {};
  const result = await callTool<{ purchase_orders: PurchaseOrder[] }>("list_purchase_orders", args);
  return result.purchase_orders.find((po) => po.id === poId) ?? null;
}

/** Cancels an order, then reads it back; resolves to the order as the system now holds it. */
export async function cancelOrder(poId: string): Promise<PurchaseOrder> {
  const result = await callTool<{ purchase_order: PurchaseOrder }>("cancel_purchase_order", { po_id: poId });
  const cancelled = result.purchase_order;
  const readBack = await readOrder(cancelled.id, cancelled.sku);
  return readBack ?? cancelled;
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

/** The system's quote requests, newest first. */
export async function listQuoteRequests(): Promise<QuoteRequest[]> {
  const result = await callTool<{ quote_requests: QuoteRequest[] }>("list_quote_requests", {});
  return result.quote_requests.slice().reverse();
}

/** Asks the item's supplier for a quote; resolves to the new quote request. */
export async function requestQuote(sku: string, quantity: number): Promise<QuoteRequest> {
  const result = await callTool<{ quote_request: QuoteRequest }>("request_supplier_quote", { sku, quantity });
  return result.quote_request;
}
