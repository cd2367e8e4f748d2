import { callTool } from "./bridge";

export type Location = { id: string; name: string; kind: string; city: string };

export type LocationStock = { location: string; on_hand: number; reserved: number; available: number };

type ItemRow = {
  sku: string;
  name: string;
  unit_cost: number;
  stock: LocationStock[];
};

/** One item's live stock at one location, as shown in the count table. */
export type StockRow = {
  sku: string;
  name: string;
  unitCost: number;
  onHand: number;
  reserved: number;
  available: number;
};

export async function loadLocations(): Promise<Location[]> {
  const out = await callTool<{ locations: Location[] }>("list_locations", {});
  return out.locations;
}

export function stockAt(stock: LocationStock[], location: Location): LocationStock | undefined {
  return stock.find((s) => s.location === location.id || s.location === location.name);
}

/** Live stock of every item at one location (list_items is authoritative; the nightly report is not). */
export async function loadStock(location: Location): Promise<StockRow[]> {
  const out = await callTool<{ items: ItemRow[] }>("list_items", { location: location.id });
  const rows: StockRow[] = [];
  for (const item of out.items) {
    const here = stockAt(item.stock, location);
    if (!here) continue;
    rows.push({
      sku: item.sku,
      name: item.name,
      unitCost: item.unit_cost,
      onHand: here.on_hand,
      reserved: here.reserved,
      available: here.on_hand - here.reserved,
    });
  }
  return rows;
}

export function errorMessage(err: unknown): string {
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return String(err);
}
