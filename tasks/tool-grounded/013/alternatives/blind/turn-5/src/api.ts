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

export type ItemRead = {
  item: { sku: string; name: string; unit_cost: number; stock: LocationStock[]; version: number };
  evidence_token: string;
};

/** Fresh read of one item: live stock per location and the evidence token write tools need. */
export async function readItem(sku: string): Promise<ItemRead> {
  return callTool<ItemRead>("get_item", { sku });
}

export type ReasonCode = "cycle_count" | "damaged" | "found" | "shrinkage";

export const REASONS: { code: ReasonCode; label: string }[] = [
  { code: "cycle_count", label: "Cycle count" },
  { code: "damaged", label: "Damaged" },
  { code: "found", label: "Found" },
  { code: "shrinkage", label: "Shrinkage" },
];

export function reasonLabel(code: ReasonCode): string {
  return REASONS.find((r) => r.code === code)?.label ?? code;
}

export type Adjustment = {
  id: string;
  sku: string;
  location: string;
  before: number;
  after: number;
  reason: ReasonCode;
  at: string;
};

export async function adjustStock(args: {
  sku: string;
  location: string;
  counted_quantity: number;
  reason: ReasonCode;
  evidence_token: string;
}): Promise<{ adjustment: Adjustment; stock: LocationStock }> {
  return callTool("adjust_stock", args);
}

export type Product = { sku: string; name: string };

export async function loadProducts(): Promise<Product[]> {
  const out = await callTool<{ items: ItemRow[] }>("list_items", {});
  return out.items.map((item) => ({ sku: item.sku, name: item.name }));
}

/** Live available units of one item at one location. */
export async function loadAvailable(sku: string, location: Location): Promise<number> {
  const out = await callTool<{ items: ItemRow[] }>("list_items", { location: location.id });
  const item = out.items.find((i) => i.sku === sku);
  const here = item ? stockAt(item.stock, location) : undefined;
  return here ? here.available : 0;
}

export type Reservation = { id: string; sku: string; location: string; quantity: number; reference: string; at: string };

export async function reserveStock(args: {
  sku: string;
  location: string;
  quantity: number;
  reference: string;
}): Promise<{ reservation: Reservation; stock: LocationStock }> {
  return callTool("reserve_stock", args);
}
