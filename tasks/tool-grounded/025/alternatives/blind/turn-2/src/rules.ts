import type { ItemRow } from "./api";

/** Minimum order per supplier, in case packs. */
export const MIN_CASE_PACKS: Record<string, number> = {
  "Alpine Outfitters Supply": 2,
  "Blue Ridge Gear Co": 2,
  "Cascade Textiles": 4,
};

export function minPacks(supplierName: string): number {
  return MIN_CASE_PACKS[supplierName] ?? 1;
}

/** Cover days: a whole number from 1 to 90, else null. */
export function parseCoverDays(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const days = Number(text);
  return days >= 1 && days <= 90 ? days : null;
}

export type PlanRow = {
  item: ItemRow;
  demand: number;
  covered: boolean;
  orderQty: number;
  deliverTo: Centre;
};

export function planRow(item: ItemRow, demand: number, centres: Centres): PlanRow {
  const target = deliverTo(item, centres);
  const shortfall = demand - item.total_available - item.on_order;
  if (shortfall <= 0) return { item, demand, covered: true, orderQty: 0, deliverTo: target };
  const packs = Math.max(Math.ceil(shortfall / item.case_pack), minPacks(item.supplier_name));
  return { item, demand, covered: false, orderQty: packs * item.case_pack, deliverTo: target };
}

export type Centre = { id: string; name: string };
export type Centres = { reno: Centre; columbus: Centre };

/** The two distribution centres, found by name among the warehouses. */
export function findCentres(locations: { id: string; name: string; kind: string }[]): Centres | null {
  const warehouses = locations.filter((l) => l.kind === "warehouse");
  const reno = warehouses.find((l) => l.name.toLowerCase().includes("reno"));
  const columbus = warehouses.find((l) => l.name.toLowerCase().includes("columbus"));
  if (!reno || !columbus) return null;
  return { reno: { id: reno.id, name: reno.name }, columbus: { id: columbus.id, name: columbus.name } };
}

export function availableAt(item: ItemRow, locationId: string): number {
  return item.stock.find((s) => s.location === locationId)?.available ?? 0;
}

/** The centre with fewer units available; Reno DC on a tie. */
export function deliverTo(item: ItemRow, centres: Centres): Centre {
  return availableAt(item, centres.columbus.id) < availableAt(item, centres.reno.id) ? centres.columbus : centres.reno;
}

export function otherCentre(centre: Centre, centres: Centres): Centre {
  return centre.id === centres.reno.id ? centres.columbus : centres.reno;
}
