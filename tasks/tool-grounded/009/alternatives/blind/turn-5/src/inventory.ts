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

export type Plan = {
  plan_id: string;
  plan_token: string;
  sku: string;
  from_location: string;
  to_location: string;
  quantity: number;
  available_at_source: number;
};

export type Transfer = {
  id: string;
  sku: string;
  from_location: string;
  to_location: string;
  quantity: number;
  committed_at: string;
};

/** Step 0 + 1: read the item's current evidence token, then ask for a plan. */
export async function planMove(sku: string, from: string, to: string, quantity: number): Promise<Plan> {
  const read = await callTool<{ evidence_token: string }>("get_item", { sku });
  return callTool<Plan>("plan_transfer", {
    sku,
    from_location: from,
    to_location: to,
    quantity,
    evidence_token: read.evidence_token,
  });
}

/** Step 2: execute the plan. */
export async function commitMove(plan: Plan): Promise<Transfer> {
  const out = await callTool<{ transfer: Transfer }>("commit_transfer", {
    plan_id: plan.plan_id,
    plan_token: plan.plan_token,
  });
  return out.transfer;
}

/** Every committed transfer, newest first. */
export async function fetchTransfers(): Promise<Transfer[]> {
  const out = await callTool<{ transfers: Transfer[] }>("list_transfers", {});
  return out.transfers;
}

export function unitsWord(n: number): string {
  return n === 1 ? "unit" : "units";
}

export type ItemDetail = Item & { version: number };

export async function fetchItem(sku: string): Promise<{ item: ItemDetail; evidence_token: string }> {
  return callTool<{ item: ItemDetail; evidence_token: string }>("get_item", { sku });
}

export const COUNT_REASONS: { value: string; label: string }[] = [
  { value: "cycle_count", label: "Cycle count" },
  { value: "damaged", label: "Damaged" },
  { value: "found", label: "Found" },
];

/** Read the item's current evidence token right before recording the count. */
export async function saveCount(sku: string, location: string, counted: number, reason: string): Promise<void> {
  const { evidence_token } = await fetchItem(sku);
  await callTool("adjust_stock", {
    sku,
    location,
    counted_quantity: counted,
    reason,
    evidence_token,
  });
}
