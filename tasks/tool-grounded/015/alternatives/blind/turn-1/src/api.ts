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

/** An error from the bridge (ToolError) or anything else, as a plain message. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
