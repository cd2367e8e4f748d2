import { callTool } from "./bridge";

export type Location = { id: string; name: string; kind: "warehouse" | "store"; city: string };
export type LocationStock = { location: string; on_hand: number; reserved: number; available: number };
export type Item = {
  sku: string;
  name: string;
  stock: LocationStock[];
  total_on_hand: number;
  total_available: number;
};

export const LOW_LIMIT = 10;

export async function fetchLocations(): Promise<Location[]> {
  const out = await callTool<{ locations: Location[] }>("list_locations", {});
  return out.locations;
}

/** Live stock per item (list_items is authoritative; the nightly report is not used). */
export async function fetchItems(): Promise<Item[]> {
  const out = await callTool<{ items: Item[] }>("list_items", {});
  return out.items;
}

/** Units available at one location: on hand minus reserved. */
export function availableAt(item: Item, locationId: string): number {
  const row = item.stock.find((s) => s.location === locationId);
  return row ? row.on_hand - row.reserved : 0;
}

export function failureText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
