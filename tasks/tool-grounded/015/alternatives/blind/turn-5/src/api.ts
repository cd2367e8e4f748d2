import { callTool } from "./bridge";

export type Location = { id: string; name: string; kind: "warehouse" | "store"; city: string };

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

export async function listWarehouses(): Promise<Location[]> {
  const result = await callTool<{ locations: Location[] }>("list_locations", {});
  return result.locations.filter((loc) => loc.kind === "warehouse");
}

export async function listOpenOrders(): Promise<PurchaseOrder[]> {
  const result = await callTool<{ purchase_orders: PurchaseOrder[] }>("list_purchase_orders", { status: "open" });
  return result.purchase_orders.filter((po) => po.status === "open");
}

/** Received and cancelled orders, most recently closed first (the higher PO number first on ties). */
export async function listClosedOrders(): Promise<PurchaseOrder[]> {
  const result = await callTool<{ purchase_orders: PurchaseOrder[] }>("list_purchase_orders", {});
  return result.purchase_orders
    .filter((po) => po.status === "received" || po.status === "cancelled")
    .sort((a, b) => {
      const ca = a.closed_at ?? "";
      const cb = b.closed_at ?? "";
      if (ca !== cb) return ca < cb ? 1 : -1;
      return b.id.localeCompare(a.id, undefined, { numeric: true });
    });
}

/** An error from the bridge (ToolError) or anything else, as a plain message. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export type LocationStock = { location: string; on_hand: number; reserved: number; available: number };

export type ItemDetail = {
  sku: string;
  name: string;
  stock: LocationStock[];
  on_order: number;
};

export type ItemRead = { item: ItemDetail; evidence_token: string };

export async function getItem(sku: string): Promise<ItemRead> {
  return callTool<ItemRead>("get_item", { sku });
}

/** On-hand units of an item at one location (by id), 0 when it holds none. */
export function onHandAt(item: ItemDetail, locationId: string): number {
  const level = item.stock.find((s) => s.location === locationId);
  return level ? level.on_hand : 0;
}

export async function receiveOrder(poId: string, evidenceToken: string): Promise<PurchaseOrder> {
  const result = await callTool<{ purchase_order: PurchaseOrder }>("receive_purchase_order", {
    po_id: poId,
    evidence_token: evidenceToken,
  });
  return result.purchase_order;
}

/** Record a stock count at one location; the reason says why the figure changed. */
export async function recordCount(
  sku: string,
  location: string,
  countedQuantity: number,
  reason: "cycle_count" | "damaged" | "found" | "shrinkage",
  evidenceToken: string,
): Promise<LocationStock> {
  const result = await callTool<{ stock: LocationStock }>("adjust_stock", {
    sku,
    location,
    counted_quantity: countedQuantity,
    reason,
    evidence_token: evidenceToken,
  });
  return result.stock;
}

export async function createOrder(
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

export async function cancelOrder(poId: string): Promise<PurchaseOrder> {
  const result = await callTool<{ purchase_order: PurchaseOrder }>("cancel_purchase_order", { po_id: poId });
  return result.purchase_order;
}
