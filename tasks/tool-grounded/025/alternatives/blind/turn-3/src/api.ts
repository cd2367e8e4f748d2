import { callTool } from "./bridge";

export type LocationStock = { location: string; on_hand: number; reserved: number; available: number };

export type ItemRow = {
  sku: string;
  name: string;
  supplier_id: string;
  supplier_name: string;
  case_pack: number;
  reorder_point: number;
  reorder_qty: number;
  unit_cost: number;
  stock: LocationStock[];
  total_on_hand: number;
  total_available: number;
  on_order: number;
  below_reorder_point: boolean;
};

export type Location = { id: string; name: string; kind: "warehouse" | "store"; city: string };

export async function listBelowReorder(): Promise<ItemRow[]> {
  const result = await callTool<{ items: ItemRow[] }>("list_items", { below_reorder_only: true });
  return result.items
    .filter((item) => item.total_available < item.reorder_point)
    .sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

export async function forecastDemand(sku: string, days: number): Promise<number> {
  const result = await callTool<{ expected_demand: number }>("forecast_demand", { sku, days });
  return result.expected_demand;
}

export function errorText(error: unknown): string {
  if (error && typeof error === "object" && "message" in error) return String((error as { message: unknown }).message);
  return String(error);
}

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

export type QuoteRequest = {
  id: string;
  sku: string;
  item_name: string;
  supplier_id: string;
  supplier_name: string;
  quantity: number;
  requested_at: string;
};

export type ItemDetail = { item: ItemRow; evidence_token: string };

export async function listLocations(): Promise<Location[]> {
  const result = await callTool<{ locations: Location[] }>("list_locations", {});
  return result.locations;
}

export async function getItem(sku: string): Promise<ItemDetail> {
  return callTool<ItemDetail>("get_item", { sku });
}

export async function createPurchaseOrder(
  sku: string,
  quantity: number,
  deliverTo: string,
  evidenceToken: string,
): Promise<PurchaseOrder> {
  const result = await callTool<{ purchase_order: PurchaseOrder }>("create_purchase_order", {
    sku,
    quantity,
    deliver_to: deliverTo,
    evidence_token: evidenceToken,
  });
  return result.purchase_order;
}

export async function listPurchaseOrders(sku: string): Promise<PurchaseOrder[]> {
  const result = await callTool<{ purchase_orders: PurchaseOrder[] }>("list_purchase_orders", { sku });
  return result.purchase_orders;
}

export async function requestQuote(sku: string, quantity: number): Promise<QuoteRequest> {
  const result = await callTool<{ quote_request: QuoteRequest }>("request_supplier_quote", { sku, quantity });
  return result.quote_request;
}

/** Quote requests, newest first (the system lists them oldest first). */
export async function listQuoteRequests(): Promise<QuoteRequest[]> {
  const result = await callTool<{ quote_requests: QuoteRequest[] }>("list_quote_requests", {});
  return [...result.quote_requests].reverse();
}
