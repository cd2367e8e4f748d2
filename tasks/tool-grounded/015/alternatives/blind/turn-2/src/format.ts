import type { PurchaseOrder } from "./api";

/** The YYYY-MM-DD part of a date or timestamp from the system. */
export function isoDate(value: string | null | undefined): string {
  return (value ?? "").slice(0, 10);
}

/** The number in a PO id such as "PO-4097" (for ordering). */
export function poNumber(id: string): number {
  const digits = id.replace(/\D/g, "");
  return digits === "" ? Number.MAX_SAFE_INTEGER : Number(digits);
}

/** Soonest expected date first, the lower PO number first on equal dates. */
export function byExpectedDate(a: PurchaseOrder, b: PurchaseOrder): number {
  const da = isoDate(a.expected_at);
  const db = isoDate(b.expected_at);
  if (da !== db) return da < db ? -1 : 1;
  return poNumber(a.id) - poNumber(b.id);
}

export function deliveriesCount(n: number): string {
  if (n === 0) return "No deliveries expected";
  if (n === 1) return "1 delivery expected";
  return `${n} deliveries expected`;
}
