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
