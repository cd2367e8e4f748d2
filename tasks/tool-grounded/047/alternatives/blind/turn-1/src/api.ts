import { callTool } from "./bridge";

export interface Location {
  id: string;
  name: string;
  kind: "warehouse" | "store";
  city: string;
}

export interface LocationStock {
  location: string;
  on_hand: number;
  reserved: number;
  available: number;
}

export interface ItemRow {
  sku: string;
  name: string;
  case_pack: number;
  unit_cost: number;
  stock: LocationStock[];
}

export interface ItemDetail extends ItemRow {
  version: number;
  updated_at: string;
}

export interface ItemRead {
  item: ItemDetail;
  evidence_token: string;
}

export interface Forecast {
  sku: string;
  days: number;
  expected_demand: number;
  projected_available: number;
}

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}

export async function fetchLocations(): Promise<Location[]> {
  const out = await callTool<{ locations: Location[] }>("list_locations", {});
  return out.locations;
}

export async function fetchItems(): Promise<ItemRow[]> {
  const out = await callTool<{ items: ItemRow[] }>("list_items", {});
  return [...out.items].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

export async function fetchItem(sku: string): Promise<ItemRead> {
  return callTool<ItemRead>("get_item", { sku });
}

export async function fetchForecast(sku: string, days: number): Promise<Forecast> {
  return callTool<Forecast>("forecast_demand", { sku, days });
}
